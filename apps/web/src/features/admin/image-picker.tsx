import { ArrowLeftToLine, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@store/contract/admin';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useUploadImage } from './admin-catalogue.api';
import { AdminImage } from './admin-image';

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Checked again by the server (by content); this only saves a pointless upload. */
export function precheckImage(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return `The picture is larger than ${MAX_MB} MB`;
  if (file.size === 0) return 'The file is empty';
  if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, PNG or WebP pictures can be uploaded';
  }
  return null;
}

function UploadButton({
  label,
  onUploaded,
  disabled,
}: {
  label: string;
  onUploaded: (objectKey: string) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = precheckImage(file);
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: (img) => onUploaded(img.object_key),
      onError: (err) => showToast(messageOf(err, 'Failed to upload the picture'), 'error'),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled || upload.isPending}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {upload.isPending ? (
          <Spinner className="h-4 w-4" label="Uploading..." />
        ) : (
          <>
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            {label}
          </>
        )}
      </label>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        JPEG, PNG or WebP, up to {MAX_MB} MB.
      </p>
    </div>
  );
}

/** The pictures of a product: upload, preview, remove, choose the main one (the first). */
export function ImageListPicker({
  value,
  onChange,
  alt,
  max = 12,
}: {
  value: string[];
  onChange: (keys: string[]) => void;
  alt: string;
  max?: number;
}) {
  return (
    <div className="space-y-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Pictures">
          {value.map((key, i) => (
            <li
              key={key}
              className="flex flex-col items-center gap-1.5 rounded-xl border border-slate-200 p-2 dark:border-slate-800"
            >
              <AdminImage objectKey={key} alt={`${alt} picture ${i + 1}`} size={96} />
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {i === 0 ? 'Main picture' : `Picture ${i + 1}`}
              </span>
              <div className="flex gap-1">
                {i > 0 ? (
                  <button
                    type="button"
                    className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                    aria-label={`Make picture ${i + 1} the main picture`}
                    onClick={() => onChange([key, ...value.filter((k) => k !== key)])}
                  >
                    <ArrowLeftToLine className="h-4 w-4" aria-hidden="true" />
                  </button>
                ) : null}
                <button
                  type="button"
                  className="rounded-md p-1.5 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                  aria-label={`Remove picture ${i + 1}`}
                  onClick={() => onChange(value.filter((k) => k !== key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">No pictures yet.</p>
      )}
      {value.length < max ? (
        <UploadButton
          label="Upload picture"
          onUploaded={(key) => onChange([...value.filter((k) => k !== key), key])}
        />
      ) : null}
    </div>
  );
}

/** One picture (a category image or a maker logo): upload, preview, remove. */
export function SingleImagePicker({
  value,
  onChange,
  alt,
}: {
  value: string | null;
  onChange: (key: string | null) => void;
  alt: string;
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <AdminImage objectKey={value} alt={alt} size={72} />
      <div className="flex flex-col gap-2">
        <UploadButton label={value ? 'Replace picture' : 'Upload picture'} onUploaded={onChange} />
        {value ? (
          <button
            type="button"
            className="self-start text-sm font-medium text-red-700 hover:underline dark:text-red-400"
            onClick={() => onChange(null)}
          >
            Remove picture
          </button>
        ) : null}
      </div>
    </div>
  );
}

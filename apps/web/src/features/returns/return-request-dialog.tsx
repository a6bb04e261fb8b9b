import { ImagePlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Order, ReturnEligibility, ReturnReason } from '@store/contract';
import {
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
} from '@store/contract/returns';
import { Button } from '../../components/ui/button';
import { Field, Select, TextArea, TextInput } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { ApiError, messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { uploadReturnPhoto, useRequestReturn } from './returns.api';

interface Photo {
  key: string;
  preview: string;
  name: string;
}

/** "Return items": the lines and quantities, a reason, a note and up to 3 pictures. */
export function ReturnRequestDialog({
  open,
  onOpenChange,
  order,
  eligibility,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: Order;
  eligibility: ReturnEligibility;
  userId: string | null;
}) {
  const returnable = new Map(eligibility.lines.map((l) => [l.order_item_id, l.returnable]));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestReturn(userId, order.order_id);

  const chosen = Object.entries(quantities).filter(([, q]) => q > 0);
  const reset = () => {
    setQuantities({});
    setReason('');
    setNote('');
    setPhotos([]);
    setError(null);
  };

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = RETURN_PHOTOS_MAX - photos.length;
    const list = [...files].slice(0, Math.max(0, room));
    if (files.length > room) showToast(`At most ${RETURN_PHOTOS_MAX} pictures`, 'error');
    setUploading(true);
    try {
      for (const file of list) {
        const up = await uploadReturnPhoto(file);
        setPhotos((p) => [...p, { key: up.object_key, preview: up.preview_url, name: file.name }]);
      }
    } catch (err) {
      showToast(messageOf(err, 'Failed to upload the picture'), 'error');
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError('Please choose the items to return');
      return;
    }
    if (!reason) {
      setError('Please choose a reason for the return');
      return;
    }
    setError(null);
    request.mutate(
      {
        lines: chosen.map(([order_item_id, quantity]) => ({ order_item_id, quantity })),
        reason,
        note: note.trim() || undefined,
        photos: photos.map((p) => p.key),
      },
      {
        onSuccess: (ret) => {
          showToast(`Return ${ret.number} requested`);
          reset();
          onOpenChange(false);
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? messageOf(err, 'Failed to request the return')
              : 'Failed to request the return',
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title="Return items"
      description="Choose what you are sending back and why. We reply within 2 working days."
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Items to return
          </legend>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {order.order_items.map((item) => {
              const max = returnable.get(item.order_item_id) ?? 0;
              const q = quantities[item.order_item_id] ?? 0;
              const id = `return-qty-${item.order_item_id}`;
              return (
                <li key={item.order_item_id} className="flex items-center gap-3 p-3">
                  <input
                    type="checkbox"
                    aria-label={`Return ${item.product_name}`}
                    disabled={max === 0}
                    checked={q > 0}
                    onChange={(e) =>
                      setQuantities((s) => ({
                        ...s,
                        [item.order_item_id]: e.target.checked ? Math.min(1, max) : 0,
                      }))
                    }
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{item.product_name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {max === 0
                        ? 'Already returned'
                        : `Delivered ${item.quantity} · up to ${max} can be returned`}
                    </p>
                  </div>
                  <label htmlFor={id} className="sr-only">
                    Quantity of {item.product_name} to return
                  </label>
                  <div className="w-20 shrink-0">
                    <TextInput
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      disabled={max === 0}
                      value={q}
                      onChange={(e) => {
                        const n = Math.max(
                          0,
                          Math.min(max, Math.floor(Number(e.target.value) || 0)),
                        );
                        setQuantities((s) => ({ ...s, [item.order_item_id]: n }));
                      }}
                      className="text-right tabular-nums"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <Field label="Reason">
          {(ids) => (
            <Select
              id={ids.id}
              value={reason}
              onChange={(e) => setReason(e.target.value as ReturnReason)}
              aria-invalid={ids.invalid}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <Field label="Note (optional)" hint="What is wrong, or anything we should know.">
          {(ids) => (
            <TextArea
              id={ids.id}
              aria-describedby={ids.describedBy}
              maxLength={RETURN_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>

        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Pictures (optional, up to {RETURN_PHOTOS_MAX})
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {photos.map((p) => (
              <div key={p.key} className="relative">
                <img
                  src={p.preview}
                  alt={p.name}
                  className="h-16 w-16 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
                />
                <button
                  type="button"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => setPhotos((list) => list.filter((x) => x.key !== p.key))}
                  className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-0.5 text-white dark:bg-slate-100 dark:text-slate-900"
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </div>
            ))}
            {photos.length < RETURN_PHOTOS_MAX ? (
              <label className="inline-flex h-16 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 text-sm text-slate-600 hover:border-brand-500 dark:border-slate-700 dark:text-slate-300">
                <ImagePlus className="h-4 w-4" aria-hidden="true" />
                {uploading ? 'Uploading...' : 'Add pictures'}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  className="sr-only"
                  disabled={uploading}
                  onChange={(e) => {
                    void addPhotos(e.target.files);
                    e.target.value = '';
                  }}
                />
              </label>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            JPEG, PNG or WebP, at most 5 MB each.
          </p>
        </div>

        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            type="submit"
            disabled={request.isPending || uploading}
            aria-busy={request.isPending}
          >
            Request return
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { adminCatalogueQueries } from './admin-catalogue.api';

/** A catalogue picture by object key in a fixed square box; 'No image available' when missing. */
export function AdminImage({
  objectKey,
  alt,
  size = 48,
  className,
}: {
  objectKey: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}) {
  const key = objectKey?.trim() || '';
  const url = useQuery({ ...adminCatalogueQueries.imageUrl(key), enabled: key !== '' });
  const [broken, setBroken] = useState<string | null>(null);
  const src = url.data && broken !== url.data ? url.data : null;
  return (
    <span
      className={clsx(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800',
        className,
      )}
      style={{ width: size, height: size }}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          className="h-full w-full object-contain"
          onError={() => setBroken(src)}
        />
      ) : url.isLoading ? null : (
        <span role="img" aria-label={key ? `${alt}: No image available` : 'No image available'}>
          <ImageOff className="h-4 w-4 text-slate-400" aria-hidden="true" />
        </span>
      )}
    </span>
  );
}

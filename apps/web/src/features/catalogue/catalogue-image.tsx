import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { imageQueries } from './catalogue.api';

/** A value that is already a URL (served as is) rather than an object key for the image call. */
const isUrl = (value: string) => /^(https?:)?\/\//i.test(value) || value.startsWith('/');

/** True once the element is near the viewport (always true where IntersectionObserver is missing). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function NoImage({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
      {...(compact ? { role: 'img', 'aria-label': 'No image available' } : {})}
    >
      <ImageOff className={compact ? 'h-4 w-4' : 'h-7 w-7'} aria-hidden="true" />
      {compact ? null : <span className="px-2 text-center text-xs">No image available</span>}
    </span>
  );
}

export interface CatalogueImageProps {
  /** An object key for GET /products/images, or a ready URL. Missing: the fallback shows. */
  src: string | null | undefined;
  /**
   * The ready signed URL the answer carried beside the key (`thumbnail_src`, `images_src`):
   * shown at once and kept in the image-URL cache, so the image call is not needed.
   */
  signedSrc?: string | null;
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio (no layout shift) and the img attributes. */
  width: number;
  height: number;
  /** Classes of the box (its width; the height follows from the aspect ratio). */
  className?: string;
  fit?: 'cover' | 'contain';
  /** Shown instead of the 'No image available' placeholder (e.g. a category illustration). */
  fallback?: ReactNode;
  /** Small thumbnails: the placeholder is an icon with the text as its label. */
  compact?: boolean;
  /**
   * The largest picture above the fold: loaded at once with `fetchpriority="high"`, shown
   * without the fade-in (so it paints as soon as it arrives).
   */
  priority?: boolean;
  /**
   * The box's background: `auto` (muted for photos, page colour for contained pictures) or
   * `white` in both themes (for logos drawn for light backgrounds).
   */
  surface?: 'auto' | 'white';
}

/**
 * A catalogue picture: resolves its object key through the image call (URL cached 50 minutes),
 * loads lazily inside a fixed-ratio box, and shows 'No image available' when missing or broken.
 */
export function CatalogueImage({
  src,
  signedSrc,
  alt,
  width,
  height,
  className,
  fit = 'cover',
  fallback,
  compact = false,
  priority = false,
  surface = 'auto',
}: CatalogueImageProps) {
  const key = src?.trim() || null;
  const direct = key !== null && isUrl(key);
  const [ref, near] = useNearViewport(!priority);
  const resolved = useQuery({
    ...imageQueries.url(key ?? ''),
    enabled: key !== null && !direct && near,
    // a URL signed by the answer seeds the cache: no call, and later cards reuse it
    ...(signedSrc && key !== null && !direct ? { initialData: signedSrc } : {}),
  });
  const url = direct ? key : resolved.data;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  const broken = key === null || resolved.isError || (url !== undefined && failedUrl === url);
  const placeholder = fallback ?? <NoImage compact={compact} />;

  return (
    <span
      ref={ref}
      className={clsx(
        'relative block overflow-hidden',
        surface === 'white'
          ? 'bg-white'
          : fit === 'contain'
            ? 'bg-white dark:bg-slate-900'
            : 'bg-slate-100 dark:bg-slate-800',
        className,
      )}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {broken ? (
        placeholder
      ) : url ? (
        <img
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => setLoadedUrl(url)}
          // A server-rendered picture may finish loading before hydration: its load event came
          // before React listened, so the fade-in starts from what the element says it has.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoadedUrl(url);
          }}
          onError={() => setFailedUrl(url)}
          className={clsx(
            'absolute inset-0 h-full w-full',
            fit === 'cover' ? 'object-cover' : 'object-contain p-2',
            priority
              ? null
              : [
                  'transition-opacity duration-300',
                  loadedUrl === url ? 'opacity-100' : 'opacity-0',
                ],
          )}
        />
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-slate-200 dark:bg-slate-700"
        />
      )}
    </span>
  );
}

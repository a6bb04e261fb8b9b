import type { Manufacturer } from '@store/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CatalogueImage } from './catalogue-image';

function StripItem({ maker, hidden }: { maker: Manufacturer; hidden?: boolean }) {
  const name = (
    <span className="absolute inset-0 flex items-center justify-center px-3 text-center text-sm font-bold text-slate-700 dark:text-slate-200">
      {maker.name}
    </span>
  );
  return (
    <li className="shrink-0">
      <Link
        to={paths.products('all', maker.manufacturer_id)}
        tabIndex={hidden ? -1 : undefined}
        title={maker.name}
        aria-label={hidden ? undefined : maker.name}
        className={clsx(
          'flex h-20 w-40 items-center justify-center rounded-xl border border-slate-200 px-3 shadow-xs transition hover:border-brand-300 hover:shadow-md dark:border-slate-700 dark:hover:border-brand-500',
          maker.logo_info?.access_url ? 'bg-white' : 'bg-white dark:bg-slate-900',
        )}
      >
        {maker.logo_info?.access_url ? (
          <CatalogueImage
            src={maker.logo_info.access_url}
            alt=""
            width={160}
            height={64}
            fit="contain"
            surface="white"
            className="w-full"
            fallback={name}
          />
        ) : (
          <span className="relative h-16 w-full">{name}</span>
        )}
      </Link>
    </li>
  );
}

/**
 * Companies Available (store-spec.md › Screens and routes Home): a strip of maker logos, or names when there is no logo,
 * scrolling on its own (paused on hover or focus; still when the visitor prefers less motion).
 */
export function MakerStrip({ makers }: { makers: Manufacturer[] }) {
  const moving = makers.length >= 6;
  return (
    <div
      className={clsx(
        'group relative',
        moving
          ? 'overflow-hidden motion-reduce:overflow-x-auto [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]'
          : 'overflow-x-auto',
      )}
    >
      <div
        className={clsx(
          'flex w-max py-2',
          moving &&
            'animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused]',
        )}
      >
        <ul className="flex gap-4 pr-4" aria-label="Companies">
          {makers.map((m) => (
            <StripItem key={m.manufacturer_id} maker={m} />
          ))}
        </ul>
        {moving ? (
          <ul className="flex gap-4 pr-4 motion-reduce:hidden" aria-hidden="true">
            {makers.map((m) => (
              <StripItem key={m.manufacturer_id} maker={m} hidden />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function MakerStripSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden py-2" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div
          key={i}
          className="h-20 w-40 shrink-0 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
        />
      ))}
    </div>
  );
}

import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { cardClass } from './surface';

/** A body row of a DataTable (a line between rows, a hover tint). */
export const dataRowClass =
  'border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50';

export interface Column {
  label: string;
  align?: 'left' | 'right';
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
  /** false: not shown on a phone (a table that fits the phone shows it elsewhere in the row). */
  phone?: false;
}

/** A cell of a column with `phone: false`: hidden on a phone. */
export const notOnPhone = 'max-sm:hidden';

/**
 * The staff lists' table: a card that scrolls sideways on phones, a screen-reader caption,
 * the column headings; the rows are the caller's.
 */
export function DataTable({
  caption,
  columns,
  minWidth,
  busy,
  fitsPhone = false,
  children,
}: {
  caption: string;
  columns: Column[];
  /** The width under which the table scrolls, in pixels. */
  minWidth: number;
  busy?: boolean;
  /**
   * On a phone the table drops its `phone: false` columns and fits the screen instead of
   * scrolling sideways with columns out of sight (docs/decisions/183).
   */
  fitsPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx(cardClass, 'overflow-x-auto')}>
      <table
        className={clsx('w-full text-left text-sm', fitsPhone && 'sm:min-w-(--table-min)')}
        style={fitsPhone ? ({ '--table-min': `${minWidth}px` } as CSSProperties) : { minWidth }}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={clsx(
                  fitsPhone ? 'px-3 py-3 sm:px-4' : 'px-4 py-3',
                  !c.hidden && 'font-semibold',
                  c.align === 'right' && 'text-right',
                  c.phone === false && notOnPhone,
                )}
              >
                {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={busy || undefined}>{children}</tbody>
      </table>
    </div>
  );
}

import type { SearchResult } from '@store/contract';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatMs,
  listboxIdOf,
  optionIdOf,
  plural,
  type Option,
  type Section,
} from './search-options';
import { formatCount } from '../../lib/format';

interface PanelProps {
  /** The combobox's id prefix (options, groups and the listbox hang off it). */
  baseId: string;
  /** The answer on screen and the term it was for; null while the first one loads. */
  shown: { term: string; data: SearchResult } | null;
  failed: boolean;
  busy: boolean;
  sections: Section[];
  options: Option[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (href: string) => void;
}

/** One option of the dropdown: an item, a section's View All, or See All Results. */
function SearchOption({
  option: o,
  baseId,
  active,
  onHover,
  onChoose,
}: { option: Option } & Pick<PanelProps, 'baseId' | 'active' | 'onHover' | 'onChoose'>) {
  const i = o.index ?? -1;
  return (
    <div
      id={optionIdOf(baseId, i)}
      role="option"
      aria-selected={i === active}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => onHover(i)}
      onClick={() => onChoose(o.href)}
      className={clsx(
        'flex cursor-pointer items-center gap-3',
        o.variant === 'item' && 'mx-1.5 rounded-lg px-2.5 py-2',
        o.variant === 'more' &&
          'mx-1.5 justify-end gap-1 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-brand-700 dark:text-brand-400',
        o.variant === 'all' &&
          'm-2 justify-center gap-2 rounded-lg bg-slate-900 px-3 py-2.5 text-sm font-semibold text-white dark:bg-slate-100 dark:text-slate-900',
        i === active &&
          (o.variant === 'all'
            ? 'ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900'
            : 'bg-brand-50 dark:bg-slate-800'),
      )}
    >
      {o.content}
    </div>
  );
}

function Spinner({ size }: { size: 'h-5 w-5' | 'h-3 w-3' }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        size,
        'inline-block animate-spin rounded-full border-2 border-slate-300 border-t-brand-500 dark:border-slate-700',
      )}
    />
  );
}

function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
      <SearchX className="h-7 w-7 text-slate-400" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      {hint ? <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

/**
 * The dropdown under the search box (store-spec.md › Search dropdown): searching, no results,
 * or the grouped listbox with its header (term, count, time). The status region announces all
 * but the listbox itself.
 */
export function SearchPanel(props: PanelProps) {
  const { baseId, shown, failed, busy, sections, options } = props;
  const optionProps = {
    baseId,
    active: props.active,
    onHover: props.onHover,
    onChoose: props.onChoose,
  };
  const renderOption = (o: Option) => (
    <SearchOption key={o.href + (o.index ?? -1)} option={o} {...optionProps} />
  );

  let body: ReactNode;
  let header: ReactNode = null;
  if (failed) {
    body = <Empty title="No results found" />;
  } else if (!shown) {
    body = (
      <div className="flex items-center justify-center gap-3 px-4 py-8 text-sm text-slate-600 dark:text-slate-300">
        <Spinner size="h-5 w-5" />
        Searching...
      </div>
    );
  } else {
    const m = shown.data.metadata;
    header = (
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span className="min-w-0 truncate">
          {/* a word matched nothing: the answer is for the words kept (decision 268) */}
          {m.showing_results_for ? 'Showing results for' : 'Results for'}{' '}
          <span className="font-semibold text-slate-900 dark:text-slate-100">
            “{m.showing_results_for || m.search_term || shown.term}”
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2 tabular-nums">
          {busy ? <Spinner size="h-3 w-3" /> : null}
          {plural(m.total_results, 'result', 'results')} · {formatMs(m.search_time_ms)}
        </span>
      </div>
    );
    body =
      m.total_results === 0 || sections.length === 0 ? (
        <Empty title="No matches found" hint="Try adjusting your search" />
      ) : (
        <div
          role="listbox"
          id={listboxIdOf(baseId)}
          aria-label="Search suggestions"
          className="max-h-[min(65vh,32rem)] overflow-y-auto overscroll-contain pt-1"
        >
          {sections.map((s, si) => (
            <div key={s.title} role="group" aria-labelledby={`${baseId}-group-${si}`}>
              <div
                role="presentation"
                id={`${baseId}-group-${si}`}
                className="flex items-center justify-between px-4 pt-2.5 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
              >
                <span>{s.title}</span>
                <span className="tabular-nums normal-case">{formatCount(s.total)}</span>
              </div>
              {s.options.map(renderOption)}
            </div>
          ))}
          {renderOption(options[options.length - 1]!)}
        </div>
      );
  }
  const listed = !failed && shown && sections.length > 0;
  return (
    <div className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <div role="status" aria-live="polite">
        {header}
        {listed ? null : body}
      </div>
      {listed ? body : null}
    </div>
  );
}

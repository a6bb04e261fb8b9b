import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@store/contract';
import { clsx } from 'clsx';
import { ArrowRight, Search, SearchX, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SEARCH_DEBOUNCE_MS, searchQueries } from './search.api';
import { useDebouncedValue } from './use-debounced-value';

interface Option {
  href: string;
  content: ReactNode;
  /** Styling: an item, a section's View All, or See All Results. */
  variant: 'item' | 'more' | 'all';
  /** Position in the keyboard order (set once all options are known). */
  index?: number;
}
interface Section {
  title: string;
  total: number;
  options: Option[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name with the searched words marked. */
function Highlight({ text, term }: { text: string; term: string }) {
  const words = term.split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return <>{text}</>;
  const re = new RegExp(`(${words.map(escapeRe).join('|')})`, 'ig');
  return (
    <>
      {text.split(re).map((part, i) =>
        i % 2 === 1 ? (
          <mark
            key={i}
            className="bg-transparent font-semibold text-inherit underline decoration-brand-500 decoration-2 underline-offset-2"
          >
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
const formatMs = (ms: number) => `${ms >= 10 ? Math.round(ms) : Number(ms.toFixed(1))} ms`;

function sectionsOf(term: string, data: SearchResult): Section[] {
  const m = data.metadata;
  const sections: Section[] = [];
  const more = (total: number, shown: number, type: 'products' | 'manufacturers' | 'categories') =>
    total > shown
      ? [
          {
            href: paths.searchResults(term, type),
            variant: 'more' as const,
            content: (
              <>
                <span>
                  View All <span className="text-slate-500 dark:text-slate-400">({total})</span>
                </span>
                <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
              </>
            ),
          },
        ]
      : [];
  if (data.products.length > 0) {
    sections.push({
      title: 'Products',
      total: m.total_products,
      options: [
        ...data.products.map((p) => ({
          href: paths.product(p.slug),
          variant: 'item' as const,
          content: (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-slate-900 dark:text-slate-100">
                  <Highlight text={p.name} term={term} />
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {p.manufacturer_name || p.category_names.join(', ')}
                  {p.sku ? ` · ${p.sku}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block text-sm font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  {formatRupees(p.price)}
                </span>
                {p.compare_at_price !== null && p.compare_at_price > p.price ? (
                  <span className="block text-xs text-slate-500 tabular-nums line-through dark:text-slate-400">
                    <span className="sr-only">Was </span>
                    {formatRupees(p.compare_at_price)}
                  </span>
                ) : null}
              </span>
            </>
          ),
        })),
        ...more(m.total_products, data.products.length, 'products'),
      ],
    });
  }
  if (data.manufacturers.length > 0) {
    sections.push({
      title: 'Brands',
      total: m.total_manufacturers,
      options: [
        ...data.manufacturers.map((b) => ({
          href: paths.categoryMakers(b.slug),
          variant: 'item' as const,
          content: (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-slate-900 dark:text-slate-100">
                  <Highlight text={b.name} term={term} />
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {b.category_names.length > 0
                    ? b.category_names.join(', ')
                    : plural(b.product_count, 'product', 'products')}
                </span>
              </span>
              {b.category_names.length > 0 ? (
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {plural(b.product_count, 'product', 'products')}
                </span>
              ) : null}
            </>
          ),
        })),
        ...more(m.total_manufacturers, data.manufacturers.length, 'manufacturers'),
      ],
    });
  }
  if (data.categories.length > 0) {
    sections.push({
      title: 'Categories',
      total: m.total_categories,
      options: [
        ...data.categories.map((c) => ({
          href: paths.category(c.slug),
          variant: 'item' as const,
          content: (
            <>
              <span className="min-w-0 flex-1 truncate text-sm text-slate-900 dark:text-slate-100">
                <Highlight text={c.name} term={term} />
              </span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                {plural(c.product_count, 'product', 'products')}
              </span>
            </>
          ),
        })),
        ...more(m.total_categories, data.categories.length, 'categories'),
      ],
    });
  }
  return sections;
}

const qOf = (search: string) => new URLSearchParams(search).get('q') ?? '';
const RESULTS_PATH = '/search-results';

/**
 * The navigation bar's search box (store-spec.md §2 "Screens and routes" Search dropdown, §4 Search): a combobox whose
 * dropdown lists Products, Brands and Categories 300 ms after typing stops.
 */
export function SearchBox() {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState(() =>
    location.pathname === RESULTS_PATH ? qOf(location.search) : '',
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A new location closes the dropdown; the results screen shows its term in the box.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
    setActive(-1);
    if (location.pathname === RESULTS_PATH) setText(qOf(location.search));
  }

  const term = text.trim();
  const searched = useDebouncedValue(term, SEARCH_DEBOUNCE_MS, (v) => v === '');
  const query = useQuery({ ...searchQueries.dropdown(searched), enabled: searched !== '' });

  // The last answer stays on screen while the next term loads; a blank box forgets it.
  const [kept, setKept] = useState<{ term: string; data: SearchResult } | null>(null);
  if (term !== '' && query.data && kept?.data !== query.data) {
    setKept({ term: searched, data: query.data });
  }
  if (term === '' && kept !== null) setKept(null);

  useEffect(() => {
    // store-spec.md §8 "Error catalogue": a search failure is only logged; the dropdown shows No results found.
    if (query.error) console.warn('Search failed:', query.error);
  }, [query.error]);

  const shown = term !== '' ? kept : null;
  const failed = query.isError && searched === term;
  const sections = shown && !failed ? sectionsOf(shown.term, shown.data) : [];
  const options: Option[] = sections.flatMap((s) => s.options);
  if (sections.length > 0 && shown) {
    options.push({
      href: paths.searchResults(shown.term),
      variant: 'all',
      content: (
        <>
          See All Results
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </>
      ),
    });
  }

  options.forEach((o, i) => {
    o.index = i;
  });

  // New results start with no item active.
  const [activeFor, setActiveFor] = useState(shown);
  if (activeFor !== shown) {
    setActiveFor(shown);
    setActive(-1);
  }

  const panelOpen = open && term !== '';
  const listOpen = panelOpen && options.length > 0;
  const busy = term !== searched || query.isFetching;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(href);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (term === '') return; // store-spec.md §5 "Validation rules": submitting blank text does nothing
    go(paths.searchResults(term));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!panelOpen) setOpen(true);
      else if (options.length > 0) setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const chosen = listOpen && active >= 0 ? options[active] : undefined;
      if (chosen) {
        e.preventDefault();
        go(chosen.href);
      }
    } else if (e.key === 'Escape') {
      if (panelOpen) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  };

  const renderOption = (o: Option) => {
    const i = o.index ?? -1;
    return (
      <div
        key={o.href + i}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => setActive(i)}
        onClick={() => go(o.href)}
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
  };

  let panel: ReactNode = null;
  if (panelOpen) {
    let body: ReactNode;
    let header: ReactNode = null;
    if (failed) {
      body = (
        <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
          <SearchX className="h-7 w-7 text-slate-400" aria-hidden="true" />
          <p className="font-semibold">No results found</p>
        </div>
      );
    } else if (!shown) {
      body = (
        <div className="flex items-center justify-center gap-3 px-4 py-8 text-sm text-slate-600 dark:text-slate-300">
          <span
            aria-hidden="true"
            className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-500 dark:border-slate-700"
          />
          Searching...
        </div>
      );
    } else {
      const m = shown.data.metadata;
      header = (
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <span className="min-w-0 truncate">
            Results for{' '}
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              “{m.search_term || shown.term}”
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-2 tabular-nums">
            {busy ? (
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-500 dark:border-slate-700"
              />
            ) : null}
            {plural(m.total_results, 'result', 'results')} · {formatMs(m.search_time_ms)}
          </span>
        </div>
      );
      body =
        m.total_results === 0 || sections.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
            <SearchX className="h-7 w-7 text-slate-400" aria-hidden="true" />
            <p className="font-semibold">No matches found</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Try adjusting your search</p>
          </div>
        ) : (
          <div
            role="listbox"
            id={listboxId}
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
                  <span className="tabular-nums normal-case">
                    {s.total.toLocaleString('en-IN')}
                  </span>
                </div>
                {s.options.map(renderOption)}
              </div>
            ))}
            {renderOption(options[options.length - 1]!)}
          </div>
        );
    }
    panel = (
      <div className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        <div role="status" aria-live="polite">
          {header}
          {failed || !shown || sections.length === 0 ? body : null}
        </div>
        {!failed && shown && sections.length > 0 ? body : null}
      </div>
    );
  }

  return (
    <form
      role="search"
      aria-label="Site"
      onSubmit={onSubmit}
      onBlur={onBlur}
      className="relative w-full md:max-w-md lg:max-w-lg"
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        Search products, brands and categories
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={listOpen ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={200}
        placeholder="Search tools, brands or part numbers"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            setActive(-1);
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
      {panel}
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@store/contract';
import { Search, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { SEARCH_DEBOUNCE_MS, searchQueries } from './search.api';
import { listboxIdOf, optionIdOf, optionsOf, sectionsOf } from './search-options';

/**
 * The dropdown's view loads when the box is first used (focus), not with the page: the
 * storefront's initial JavaScript stays in its budget (docs/decisions/131).
 */
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));
import { useDebouncedValue } from './use-debounced-value';
import { FULL_PLACEHOLDER, useShortenedPlaceholder } from './fitting-placeholder';

const qOf = (search: string) => new URLSearchParams(search).get('q') ?? '';
const RESULTS_PATH = '/search-results';

/**
 * The navigation bar's search box (store-spec.md › Screens and routes › Search dropdown, store-spec.md › States and transitions › Search): a combobox whose
 * dropdown lists Products, Brands and Categories 300 ms after typing stops.
 */
export function SearchBox() {
  const baseId = useId();
  const listboxId = listboxIdOf(baseId);
  const optionId = (i: number) => optionIdOf(baseId, i);
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  useShortenedPlaceholder(inputRef);

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
    // store-spec.md › Error catalogue: a search failure is only logged; the dropdown shows No results found.
    if (query.error) console.warn('Search failed:', query.error);
  }, [query.error]);

  const shown = term !== '' ? kept : null;
  const failed = query.isError && searched === term;
  const sections = shown && !failed ? sectionsOf(shown.term, shown.data) : [];
  const options = shown ? optionsOf(sections, shown.term) : [];

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
    if (term === '') return; // store-spec.md › Validation rules: submitting blank text does nothing
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
        placeholder={FULL_PLACEHOLDER}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          void loadPanel();
          setOpen(true);
        }}
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
      {panelOpen ? (
        <Suspense fallback={null}>
          <SearchPanel
            baseId={baseId}
            shown={shown}
            failed={failed}
            busy={busy}
            sections={sections}
            options={options}
            active={active}
            onHover={setActive}
            onChoose={go}
          />
        </Suspense>
      ) : null}
    </form>
  );
}

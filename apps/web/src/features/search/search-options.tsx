import type { SearchResult } from '@store/contract';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';

/** What the search dropdown lists: its sections (Products, Brands, Categories) and their options. */

export interface Option {
  href: string;
  content: ReactNode;
  /** Styling: an item, a section's View All, or See All Results. */
  variant: 'item' | 'more' | 'all';
  /** Position in the keyboard order (set once all options are known). */
  index?: number;
}
export interface Section {
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

export const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
export const formatMs = (ms: number) => `${ms >= 10 ? Math.round(ms) : Number(ms.toFixed(1))} ms`;

export function sectionsOf(term: string, data: SearchResult): Section[] {
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

/** Every option in keyboard order (each gets its index), ending with See All Results. */
export function optionsOf(sections: Section[], term: string): Option[] {
  const options: Option[] = sections.flatMap((s) => s.options);
  if (sections.length > 0) {
    options.push({
      href: paths.searchResults(term),
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
  return options;
}

/** The dropdown's element ids (the combobox names its listbox and active option). */
export const listboxIdOf = (baseId: string) => `${baseId}-listbox`;
export const optionIdOf = (baseId: string, i: number) => `${baseId}-option-${i}`;

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { categoryQueries } from './catalogue.api';
import { chevronClass, triggerClass } from './category-menu-style';
import { formatCount } from '../../lib/format';

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-brand-300';
const noteClass = 'px-3 py-2 text-sm text-slate-600 outline-none dark:text-slate-400';

/**
 * The Product dropdown itself (Radix dropdown menu), loaded on the first use of the trigger so
 * the menu code stays out of the first page load. It opens at once when mounted.
 */
export function CategoryMenuPopup() {
  const categories = useQuery(categoryQueries.active());

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClass}>
        Product
        <ChevronDown className={chevronClass} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          tabIndex={0}
          className="z-50 max-h-[min(70vh,var(--radix-dropdown-menu-content-available-height))] min-w-60 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
            Categories
          </DropdownMenu.Label>
          {categories.isPending ? (
            <DropdownMenu.Item disabled className={noteClass}>
              Loading categories...
            </DropdownMenu.Item>
          ) : categories.isError ? (
            <>
              <DropdownMenu.Item disabled className={noteClass}>
                Failed to load categories
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={itemClass}
                onSelect={(e) => {
                  e.preventDefault();
                  void categories.refetch();
                }}
              >
                Retry
              </DropdownMenu.Item>
            </>
          ) : categories.data.length === 0 ? (
            <DropdownMenu.Item disabled className={noteClass}>
              No categories available
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Group className="grid sm:min-w-[28rem] sm:grid-cols-2">
              {categories.data.map((c) => (
                <DropdownMenu.Item key={c.category_id} asChild className={itemClass}>
                  <Link to={paths.categoryMakers(c.category_id)}>
                    <span>{c.name}</span>
                    <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                      {formatCount(c.product_count)}
                    </span>
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.makers('all')}>All manufacturers</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

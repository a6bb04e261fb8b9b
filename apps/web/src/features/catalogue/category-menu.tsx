import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { categoryQueries } from './catalogue.api';
import { chevronClass, triggerClass } from './category-menu-style';

const loadPopup = () => import('./category-menu-popup');
const CategoryMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.CategoryMenuPopup })));

/**
 * The navigation bar's Product dropdown (store-spec.md › Screens and routes): every active category, each to
 * /manufacturers/{category_id}, with Loading categories... and No categories available.
 * Until first used it is a plain button; hovering or focusing it fetches the menu and the
 * categories, and the first click opens the real menu.
 */
export function CategoryMenu() {
  const queryClient = useQueryClient();
  const [armed, setArmed] = useState(false);
  const prepare = () => {
    void loadPopup();
    void queryClient.prefetchQuery(categoryQueries.active());
  };
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => setArmed(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setArmed(true);
        }
      }}
    >
      Product
      <ChevronDown className={chevronClass} aria-hidden="true" />
    </button>
  );
  if (!armed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CategoryMenuPopup />
    </Suspense>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Category } from '@store/contract';
import { categoryQueries } from './catalogue.api';

/**
 * The active category a route parameter names, by id or slug, looked up in the (cached) list
 * of active categories: no extra call, and no 404 when the parameter names something else.
 */
export function useCategoryParam(param: string) {
  const list = useQuery(categoryQueries.active());
  const lower = param.toLowerCase();
  const category: Category | null =
    list.data?.find((c) => c.category_id.toLowerCase() === lower || c.slug === lower) ?? null;
  return {
    isPending: list.isPending,
    isError: list.isError,
    error: list.error,
    refetch: list.refetch,
    category,
    /** The list loaded and no active category has this id or slug. */
    missing: list.isSuccess && category === null,
  };
}

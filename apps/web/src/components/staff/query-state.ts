/**
 * What the staff list and detail blocks read of a query: a TanStack Query result fits it, and
 * the blocks stay free of the fetching library (components never fetch).
 */
export interface QueryState<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
}

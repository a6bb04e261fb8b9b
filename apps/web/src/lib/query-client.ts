import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** store-spec.md › Business constants and limits data cache: fresh 5 minutes, kept 1 hour. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 60 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

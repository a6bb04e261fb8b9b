import { useQuery } from '@tanstack/react-query';
import type { MemberPrice } from '@store/contract';
import { api, ApiError } from './api-client';
import { useSession } from './session';

/** Signed-in users the server said are in no company (403): asked once a session. */
const notMembers = new Set<string>();

/**
 * A member's company prices of the products on a page, in one call (decisions.md › §22): the
 * public answers stay the same for everyone; this is the only per-member read. Undefined for
 * guests, non-members and while loading.
 */
export function useMemberPrices(ids: readonly string[]): Map<string, MemberPrice> | undefined {
  const { user } = useSession();
  const userId = user?.user_id ?? null;
  const key = [...new Set(ids)].sort().slice(0, 100).join(',');
  const { data } = useQuery({
    queryKey: ['companies', userId, 'prices', key],
    queryFn: async ({ signal }) => {
      try {
        const got = await api.get<{ prices: MemberPrice[] }>('/companies/mine/prices', {
          query: { product_ids: key },
          signal,
        });
        return new Map(got.data.prices.map((p) => [p.product_id, p]));
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 403) throw e;
        if (userId) notMembers.add(userId);
        return null;
      }
    },
    enabled: userId !== null && key !== '' && !notMembers.has(userId),
    retry: false,
  });
  return data ?? undefined;
}

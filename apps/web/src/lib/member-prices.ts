import { useQuery } from '@tanstack/react-query';
import type { MemberPrice } from '@store/contract';
import { api, ApiError } from './api-client';
import { myCompanyQuery } from './my-company-query';
import { useSession } from './session';

/**
 * A member's company prices of the products on a page, in one call (decisions.md › §22): the
 * public answers stay the same for everyone; this is the only per-member read. Undefined for
 * guests, non-members and while loading. Only a member asks: whether the user is in a company
 * comes from GET /companies/mine (`myCompanyQuery`, the company screens' query too), so
 * a customer in no company never meets the 403 others get.
 */
export function useMemberPrices(ids: readonly string[]): Map<string, MemberPrice> | undefined {
  const { user } = useSession();
  const userId = user?.user_id ?? null;
  const key = [...new Set(ids)].sort().slice(0, 100).join(',');
  const { data: company } = useQuery(myCompanyQuery(userId));
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
        // left the company since: no company prices
        if (!(e instanceof ApiError) || e.status !== 403) throw e;
        return null;
      }
    },
    enabled: userId !== null && key !== '' && !!company,
    retry: false,
  });
  return data ?? undefined;
}

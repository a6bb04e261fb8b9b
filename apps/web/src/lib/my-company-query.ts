import { queryOptions } from '@tanstack/react-query';
import type { BusinessCompany } from '@store/contract';
import { queryKeys } from '@store/contract/query-keys';
import { api } from './api-client';

/**
 * GET /companies/mine, the caller's business account or null (decisions.md › §16): one query
 * for the company screens (`companyQueries.mine`) and the storefront's member prices, which
 * asks it to know whether the user is a member. Here, not in the companies feature, so the
 * storefront need not load that feature.
 */
export const myCompanyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.companies.mine(userId),
    queryFn: async ({ signal }) =>
      (await api.get<BusinessCompany | null>('/companies/mine', { signal })).data,
    enabled: userId !== null,
    staleTime: 30_000,
  });

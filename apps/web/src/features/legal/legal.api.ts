import { queryOptions } from '@tanstack/react-query';
import type { LegalInfo } from '@store/contract';
import { api } from '../../lib/api-client';

/** Seller, customer-care and grievance-officer details (GET /api/legal), from configuration. */
export const legalQueries = {
  info: () =>
    queryOptions({
      queryKey: ['legal', 'info'],
      queryFn: async () => (await api.get<LegalInfo>('/legal', { auth: false })).data,
      staleTime: 60 * 60 * 1000,
    }),
};

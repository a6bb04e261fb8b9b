import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailStatus, OutboxMail, Page } from '@store/contract';
import { api } from '../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

/** The staff outbox (GET /api/admin/mail, POST /api/admin/mail/{id}/resend). */
export const adminMailQueries = {
  all: () => ['admin', 'mail'] as const,
  list: (status: MailStatus | undefined, index: number) =>
    queryOptions({
      queryKey: [...adminMailQueries.all(), status ?? 'ALL', index],
      queryFn: async () =>
        (
          await api.get<Page<OutboxMail>>('/admin/mail', {
            query: { status, index, limit: OUTBOX_PAGE_SIZE },
          })
        ).data,
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
};

export function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => api.post<OutboxMail>(`/admin/mail/${mailId}/resend`),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminMailQueries.all() }),
  });
}

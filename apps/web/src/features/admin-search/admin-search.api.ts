import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synonym, SynonymBody } from '@store/contract';
import { api } from '../../lib/api-client';

/** Staff search synonyms (GET/POST/PUT/DELETE /api/admin/search-synonyms). */
export const synonymQueries = {
  all: () => ['admin', 'search-synonyms'] as const,
  list: () =>
    queryOptions({
      queryKey: synonymQueries.all(),
      queryFn: async () => (await api.get<Synonym[]>('/admin/search-synonyms')).data,
      staleTime: 5_000,
    }),
};

export function useSaveSynonym() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SynonymBody }) =>
      id
        ? api.put<Synonym>(`/admin/search-synonyms/${id}`, body)
        : api.post<Synonym>('/admin/search-synonyms', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: synonymQueries.all() }),
  });
}

export function useDeleteSynonym() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ synonym_id: string }>(`/admin/search-synonyms/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: synonymQueries.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickAddBody, QuickAddResult, QuickOrderPreview } from '@store/contract';
import { api } from '../../lib/api-client';
import { cartQueries } from './cart.api';

/** Quick order by part number (decisions.md › Buying in quantity): the preview and the add. */

const previewQuickOrder = async (body: QuickAddBody) =>
  (await api.post<QuickOrderPreview>('/cart/quick-add/preview', body)).data;
const quickAdd = async (body: QuickAddBody) =>
  (await api.post<QuickAddResult>('/cart/quick-add', body)).data;

export function usePreviewQuickOrder() {
  return useMutation({ mutationFn: previewQuickOrder });
}

/** Adds every valid line; the cart in the cache becomes the server's answer. */
export function useQuickAdd() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['cart'],
    scope: { id: 'cart' },
    mutationFn: quickAdd,
    onSuccess: (result) => {
      client.setQueryData(cartQueries.detail('CART').queryKey, result.cart);
    },
  });
}

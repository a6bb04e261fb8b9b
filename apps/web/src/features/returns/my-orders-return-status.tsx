import { useQuery } from '@tanstack/react-query';
import type { Return } from '@store/contract';
import { ReturnStatusBadge } from './return-status-badge';
import { returnQueries } from './returns.api';

/** The customer's returns by order (newest first), for My Orders. */
export function useReturnsByOrder(userId: string | null, enabled: boolean) {
  const mine = useQuery({ ...returnQueries.mine(userId), enabled });
  const byOrder = new Map<string, Return[]>();
  for (const r of mine.data?.content ?? []) {
    const list = byOrder.get(r.order_id);
    if (list) list.push(r);
    else byOrder.set(r.order_id, [r]);
  }
  return byOrder;
}

/** My Orders: the latest return's status of an order, when it has one. */
export function OrderReturnStatus({ returns }: { returns: Return[] | undefined }) {
  const latest = returns?.[0];
  if (!latest) return null;
  return <ReturnStatusBadge status={latest.status} />;
}

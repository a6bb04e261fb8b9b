import type { Order, UserMetadata } from '@store/contract';

/** An order of a company buyer above their limit, waiting for the company's ADMIN (§16). */
export const awaitsApproval = (order: Pick<Order, 'status'>) => order.status === 'PENDING_APPROVAL';

/**
 * The company's rejection of an order that waited for approval: CANCELLED straight from
 * PENDING_APPROVAL (only the company's ADMIN takes that edge, contract ORDER_EDGES), with the
 * ADMIN's reason as the CANCELLED history entry's remark. Null for any other order.
 */
export function rejectionOf(
  order: Pick<Order, 'status' | 'status_history'>,
): { reason: string | null; at: string } | null {
  if (order.status !== 'CANCELLED') return null;
  const history = order.status_history;
  const cancelled = history.findLastIndex((h) => h.status === 'CANCELLED');
  const before = history[cancelled - 1];
  if (cancelled < 0 || before?.status !== 'PENDING_APPROVAL') return null;
  const entry = history[cancelled]!;
  return { reason: entry.remarks, at: entry.changed_at };
}

/**
 * Whether `user` placed `order`: only its owner sends its payment reference or cancels it
 * (issue 43.10); a company's other members read it. The answer names its owner (`user_id`).
 */
export function isOrderOwner(
  order: Pick<Order, 'user_id'>,
  user: Pick<UserMetadata, 'user_id'> | null,
): boolean {
  return !!user && order.user_id === user.user_id;
}

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
 * Whether `user` placed `order` (only its owner may send its payment reference, issue 43.10).
 * The Order answer does not name its owner: a personal order is read only by its owner
 * (decisions.md › §16), and a company order names who placed it (`company.placed_by`, the
 * owner's current name, as the session's user name is). Two members of one company with the
 * same name cannot be told apart here: both are taken as the owner (the server still answers
 * the other one 404). An owner id in the answer would settle it (docs/decisions/341).
 */
export function isOrderOwner(
  order: Pick<Order, 'company'>,
  user: Pick<UserMetadata, 'name'> | null,
): boolean {
  if (!user) return false;
  if (!order.company) return true;
  return order.company.placed_by === user.name;
}

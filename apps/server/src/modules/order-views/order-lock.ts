import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@store/contract';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';

/** Locks one order row for a status change; `userId` limits it to that owner. */
export async function lockOrder(
  tx: Tx,
  orderId: string,
  userId?: string,
): Promise<{ id: string; userId: string; status: OrderStatus; totalPaise: number } | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

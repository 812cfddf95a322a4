import { orderEventTypes, type OrderEventType } from '@dapur/shared/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The PostgreSQL channel on which every instance hears of order changes. */
export const ORDER_CHANNEL = 'dapur_orders';

/** What changed: the owner's board loads the order itself (a NOTIFY payload is kept small). */
export interface OrderNotice {
  type: OrderEventType;
  orderId: number;
}

/**
 * Announces a change to an order from inside the transaction that makes it: PostgreSQL
 * delivers the notice when (and only if) that transaction commits, to every instance.
 */
export async function announceOrderChange(tx: Db, { type, orderId }: OrderNotice): Promise<void> {
  const payload = JSON.stringify({ type, order_id: orderId });
  await tx.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${payload})`);
}

/** A notice as it arrives; undefined for anything another program put on the channel. */
export function readOrderNotice(payload: string): OrderNotice | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { type, order_id: orderId } = parsed as Record<string, unknown>;
    if (!orderEventTypes.includes(type as OrderEventType)) return undefined;
    if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId)) return undefined;
    return { type: type as OrderEventType, orderId };
  } catch {
    return undefined;
  }
}

import type { AdminOrder, OrderEventType } from '@dapur/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { StopListening } from '../../db/listen';
import { ORDER_CHANNEL, readOrderNotice, type OrderNotice } from '../../lib/order-notices';

/** What a connected board receives: an event with the order as it now stands. */
export interface OrderStreamEvent {
  id: number;
  type: OrderEventType;
  order: AdminOrder;
}

export interface OrderStreamSubscriber {
  send(event: OrderStreamEvent): void;
  /** The stream can no longer promise every change (the database connection was lost): end it. */
  end(): void;
}

export interface OrderStreamOptions {
  database: Database;
  /** The order as the owner's board shows it. */
  load(orderId: number): Promise<AdminOrder | undefined>;
  log: FastifyBaseLogger;
}

/**
 * Fans order changes out to the boards connected to this instance. Changes come from the
 * database's notices (ORDER_CHANNEL), so a change made through any instance reaches every
 * board; each order is loaded once per change, not once per board, and only while a board
 * is connected. Notices are handled one after another, so a board never receives an
 * order's older state after its newer one.
 */
export function createOrderStream({ database, load, log }: OrderStreamOptions) {
  const subscribers = new Set<OrderStreamSubscriber>();
  let stopListening: StopListening | undefined;
  let queue: Promise<void> = Promise.resolve();
  let nextId = 1;

  async function deliver(notice: OrderNotice): Promise<void> {
    if (subscribers.size === 0) return;
    const order = await load(notice.orderId);
    if (!order) return;
    const event = { id: nextId++, type: notice.type, order };
    for (const subscriber of subscribers) subscriber.send(event);
  }

  function endAll(): void {
    for (const subscriber of [...subscribers]) subscriber.end();
    subscribers.clear();
  }

  return {
    async start(): Promise<void> {
      stopListening = await database.listen(ORDER_CHANNEL, {
        onMessage(payload) {
          const notice = readOrderNotice(payload);
          if (!notice) return;
          queue = queue
            .then(() => deliver(notice))
            .catch((error: unknown) => log.error({ err: error }, 'Sending an order event failed'));
        },
        // Changes made while the connection was down were never heard: boards reconnect and catch up.
        onReconnect: endAll,
        onError: (error) =>
          log.warn({ err: error }, 'Lost the database connection for order events'),
      });
    },

    subscribe(subscriber: OrderStreamSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    async stop(): Promise<void> {
      endAll();
      await stopListening?.();
      await queue;
    },
  };
}

export type OrderStream = ReturnType<typeof createOrderStream>;

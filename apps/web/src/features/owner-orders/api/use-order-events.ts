import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder } from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { startOrderEventStream, type StreamStatus } from '../lib/order-event-stream';
import { orderListKeyPrefix, refetchOrders, storeOrder } from './order-cache';

// Looked up on each call, so a test's fake clock (installed after this module loads) applies.
const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface OrderEventsOptions {
  /** A customer just placed an order (sound, highlight). */
  onCreated?: (order: AdminOrder) => void;
  /**
   * An order's payment changed: the customer says they paid (completed, unverified: the
   * family checks the bank app), or the family verified or rejected it.
   */
  onPaymentUpdated?: (order: AdminOrder) => void;
}

/**
 * Keeps the family's order lists and open orders up to date from `GET /admin/events` while
 * the page is open: each event's order goes straight into the cache. The stream does not
 * replay what was missed, so every reconnect reads the lists again. Returns the stream's
 * state for the page to show.
 */
export function useOrderEvents(options: OrderEventsOptions = {}): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const stream = startOrderEventStream({
      open: (signal) => apiClient.get('admin/events', { timeout: false, signal }),
      timers: browserTimers,
      onStatus: setStatus,
      onOpen: (reconnected) => {
        if (reconnected) {
          void refetchOrders(queryClient);
          return;
        }
        // A list that finished loading before the stream opened may have missed an order.
        void queryClient.invalidateQueries({
          queryKey: orderListKeyPrefix,
          predicate: (query) =>
            query.state.fetchStatus === 'idle' && query.state.data !== undefined,
        });
      },
      onMessage: ({ type, data }) => {
        const parsed = adminOrderSchema.safeParse(data);
        if (!parsed.success) return;
        storeOrder(queryClient, parsed.data);
        if (type === 'order.created') optionsRef.current.onCreated?.(parsed.data);
        if (type === 'payment.updated') optionsRef.current.onPaymentUpdated?.(parsed.data);
      },
    });
    const reconnect = () => stream.reconnectNow();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      stream.stop();
    };
  }, [queryClient]);

  return status;
}

import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderEventType } from '@dapur/shared/orders';
import { adminOrderSchema, type AdminOrder } from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { startOrderEventStream, type StreamStatus } from '../lib/order-event-stream';
import { newOrdersKey, orderListKeyPrefix, refetchOrders, storeOrder } from './order-cache';

// Looked up on each call, so a test's fake clock (installed after this module loads) applies.
const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type OrderEventListener = (type: OrderEventType, order: AdminOrder) => void;

export interface OrderEvents {
  status: StreamStatus;
  /** Hears every event after its order is in the cache; returns the way to stop. */
  listen: (listener: OrderEventListener) => () => void;
}

export const OrderEventsContext = createContext<OrderEvents | null>(null);

/**
 * One `GET /admin/events` stream for all the family's pages while one is open: each event's
 * order goes straight into the cache (the board, an open order, the count on the "Pesanan"
 * tab), then to the pages listening. The stream does not replay what was missed, so every
 * reconnect reads the lists again.
 */
export function OrderEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const listeners = useRef(new Set<OrderEventListener>());

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
        const loaded = (query: { state: { fetchStatus: string; data: unknown } }) =>
          query.state.fetchStatus === 'idle' && query.state.data !== undefined;
        void queryClient.invalidateQueries({ queryKey: orderListKeyPrefix, predicate: loaded });
        void queryClient.invalidateQueries({ queryKey: newOrdersKey, predicate: loaded });
      },
      onMessage: ({ type, data }) => {
        const parsed = adminOrderSchema.safeParse(data);
        if (!parsed.success) return;
        storeOrder(queryClient, parsed.data);
        for (const listener of listeners.current) listener(type, parsed.data);
      },
    });
    const reconnect = () => stream.reconnectNow();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      stream.stop();
    };
  }, [queryClient]);

  const listen = useCallback((listener: OrderEventListener) => {
    const all = listeners.current;
    all.add(listener);
    return () => {
      all.delete(listener);
    };
  }, []);
  const events = useMemo(() => ({ status, listen }), [status, listen]);

  return <OrderEventsContext.Provider value={events}>{children}</OrderEventsContext.Provider>;
}

import { useContext, useEffect, useRef } from 'react';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import type { StreamStatus } from '../lib/order-event-stream';
import { OrderEventsContext } from './order-events-provider';

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
 * A page's ear on the family's live order stream (`OrderEventsProvider`, opened by the
 * owner layout): the cache is already up to date when the page hears of an event. Returns the
 * stream's state for the page to show.
 */
export function useOrderEvents(options: OrderEventsOptions = {}): StreamStatus {
  const events = useContext(OrderEventsContext);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const listen = events?.listen;
  useEffect(
    () =>
      listen?.((type, order) => {
        if (type === 'order.created') optionsRef.current.onCreated?.(order);
        if (type === 'payment.updated') optionsRef.current.onPaymentUpdated?.(order);
      }),
    [listen],
  );

  return events?.status ?? 'connecting';
}

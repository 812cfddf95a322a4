import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '@dapur/shared/orders';
import type { OrderListFilters } from '../api/order-cache';
import { isDay } from '../lib/jakarta-time';

function readStatus(value: string | null): OrderListFilters['status'] {
  return (orderStatuses as readonly string[]).includes(value ?? '')
    ? (value as OrderStatus)
    : 'all';
}

/**
 * The board's day and status, kept in the address (`?day=2025-05-12&status=ready`) so a
 * reload or a shared link shows the same. Without a day: today, which turns over at midnight.
 */
export function useBoardFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const day = params.get('day');
  const filters: OrderListFilters = {
    day: isDay(day) ? day : today,
    status: readStatus(params.get('status')),
  };

  const change = useCallback(
    (next: Partial<OrderListFilters>) => {
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.day !== undefined) {
            if (next.day === today) params.delete('day');
            else params.set('day', next.day);
          }
          if (next.status !== undefined) {
            if (next.status === 'all') params.delete('status');
            else params.set('status', next.status);
          }
          return params;
        },
        { replace: true },
      );
    },
    [setParams, today],
  );

  return { filters, isToday: filters.day === today, change };
}

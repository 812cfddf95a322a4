import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@dapur/shared/ordering';
import { apiClient } from './api-client';

/** Not under the customer's key: the times are public and the same for everyone. */
export const slotsQueryKey = ['slots'] as const;

/** The key of one day's times for some dishes; no date: today, no dishes: the shop's own. */
export function slotsQueryKeyOf(date: string | undefined, sortedFoodIds: readonly number[] = []) {
  return [...slotsQueryKey, date ?? 'today', sortedFoodIds.join(',')] as const;
}

/** How long a response is used before asking again: the times move with the clock. */
const SLOTS_FRESH_MS = 60_000;

export interface SlotsRequest {
  /** `YYYY-MM-DD`, a day on the restaurant's clock; none: the restaurant's today. */
  date?: string | undefined;
  /** The dishes to be ordered: their categories' lead times (catering) apply. */
  foodIds?: readonly number[] | undefined;
}

/**
 * The times an order can still be due on a day, and in `meta` the shop's today, whether an
 * order for as soon as possible is taken now (and why not), and the earliest time on any day
 * (GET /restaurant/slots, decision 032). The server's clock decides, not the phone's.
 */
export async function getSlots(
  { date, foodIds = [] }: SlotsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Omit<SlotsResponse, 'status'>> {
  const searchParams = new URLSearchParams();
  if (date) searchParams.set('date', date);
  if (foodIds.length > 0) searchParams.set('food_ids', [...new Set(foodIds)].join(','));
  const { data, meta } = await apiClient
    .get('restaurant/slots', { searchParams, signal })
    .json<SlotsResponse>();
  return { data, meta };
}

export function slotsQueryOptions(request: SlotsRequest = {}) {
  const foodIds = [...new Set(request.foodIds ?? [])].sort((a, b) => a - b);
  return queryOptions({
    queryKey: slotsQueryKeyOf(request.date, foodIds),
    queryFn: ({ signal }) => getSlots({ date: request.date, foodIds }, { signal }),
    staleTime: SLOTS_FRESH_MS,
  });
}

export function useSlots(request: SlotsRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...slotsQueryOptions(request), enabled });
}

/**
 * Whether the shop takes orders for as soon as possible right now, and if not the server's
 * reason, which names when it opens again ("Restoran sedang tutup. Buka lagi besok pukul
 * 07.00. …") or that ordering is paused for today.
 */
export function useShopStatus() {
  const slots = useSlots({});
  const asap = slots.data?.meta.asap;
  return { closedReason: asap && !asap.available ? asap.reason : null, query: slots };
}

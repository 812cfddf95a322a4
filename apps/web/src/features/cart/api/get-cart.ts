import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartQuantity, type CartItem } from '@dapur/shared/cart';
import type { SuccessBody } from '@dapur/shared/envelope';
import { apiClient } from '../../../lib/api-client';
import { useSessionStatus } from '../../../lib/use-session-status';
import { userQueryKey } from '../../../lib/user-query-key';

export const cartQueryKey = userQueryKey('cart');

/** Every change to the cart carries this key, so the last one to finish reloads the cart. */
export const cartMutationKey = ['cart-change'] as const;

export async function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<CartItem[]> {
  const { data } = await apiClient.get('cart', { signal }).json<SuccessBody<CartItem[]>>();
  return data;
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: getCart });
}

/** The customer's cart; nothing is asked without a session. */
export function useCart() {
  const signedIn = useSessionStatus() === 'signed-in';
  return useQuery({ ...cartQueryOptions(), enabled: signedIn });
}

/** Every portion in the cart, for the header badge; 0 for a visitor or before the cart loads. */
export function useCartQuantity(): number {
  const signedIn = useSessionStatus() === 'signed-in';
  const { data } = useQuery({ ...cartQueryOptions(), enabled: signedIn, select: cartQuantity });
  return signedIn ? (data ?? 0) : 0;
}

/**
 * After a change to the cart: reload it from the server, unless another change is still on
 * its way (its response would be overwritten by an older list).
 */
export async function settleCart(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** The cart became an order (the server empties it in the same transaction). */
export function useForgetCart() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData<CartItem[]>(cartQueryKey, []);
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }, [queryClient]);
}

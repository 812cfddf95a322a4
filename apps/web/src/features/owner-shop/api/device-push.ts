import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataIn } from '../../../lib/answer-fields';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';
import {
  base64UrlToBytes,
  DevicePushError,
  readDevicePush,
  readyRegistration,
  subscribeDevice,
} from '../lib/device-push';

/**
 * Under the signed-in key: read again for whoever signs in next. Always stale, so coming back
 * from the browser's settings (where notifications may have been allowed) reads it again.
 */
export const devicePushQueryKey = userQueryKey('admin', 'push', 'device');

/** GET /admin/push/key: the shop's VAPID public key, base64url. */
export async function getPushKey(): Promise<string> {
  const body = await apiClient.get('admin/push/key').json();
  const key = dataIn<{ public_key?: unknown }>(body)?.public_key;
  if (typeof key !== 'string' || key === '') throw new Error('The response holds no push key.');
  return key;
}

/** POST /admin/push/subscriptions with the browser's `PushSubscription.toJSON()`. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiClient.post('admin/push/subscriptions', { json: subscription });
}

/** DELETE /admin/push/subscriptions: the server sends this endpoint nothing more. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiClient.delete('admin/push/subscriptions', { json: { endpoint } });
}

/**
 * Permission (asked in the tap, see `requestNotificationPermission`), the worker, the shop's
 * key, the browser's subscription, then the server. A subscription the server did not take is
 * dropped again, so the switch never says "on" for a device the server does not know.
 */
export async function turnPushOn(permission: Promise<NotificationPermission>): Promise<void> {
  const answer = await permission;
  if (answer === 'denied') throw new DevicePushError('blocked');
  if (answer !== 'granted') throw new DevicePushError('dismissed');
  const registration = await readyRegistration();
  const key = base64UrlToBytes(await getPushKey());
  const subscription = await subscribeDevice(registration, key);
  try {
    await savePushSubscription(subscription.toJSON());
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * The browser's subscription goes first: from then on this device gets nothing, whatever the
 * network does. `serverTold` is false when the DELETE failed; the server then drops the
 * endpoint itself at the next push, which the push service refuses (404/410).
 */
export async function turnPushOff(): Promise<{ serverTold: boolean }> {
  let subscription: PushSubscription | null | undefined;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    subscription = await registration?.pushManager.getSubscription();
    if (subscription && !(await subscription.unsubscribe())) {
      throw new Error('The browser kept the subscription.');
    }
  } catch (error) {
    throw new DevicePushError('push-service', { cause: error });
  }
  if (!subscription) return { serverTold: true };
  try {
    await deletePushSubscription(subscription.endpoint);
    return { serverTold: true };
  } catch {
    return { serverTold: false };
  }
}

export function useDevicePush() {
  return useQuery(
    queryOptions({
      queryKey: devicePushQueryKey,
      queryFn: readDevicePush,
      staleTime: 0,
      retry: false,
    }),
  );
}

function useDevicePushChange<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Success or not, the device's state is read again: the page shows what is true.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicePushQueryKey }),
  });
}

export function useTurnPushOn() {
  return useDevicePushChange(turnPushOn);
}

export function useTurnPushOff() {
  return useDevicePushChange<void, { serverTold: boolean }>(() => turnPushOff());
}

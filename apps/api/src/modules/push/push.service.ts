import { ECDH } from 'node:crypto';
import {
  pushMessages,
  type PushKey,
  type pushSubscriptionBodySchema,
  type PushTestResult,
} from '@dapur/shared';
import type { z } from 'zod';
import { InvalidError } from '../../lib/errors';
import type { PushKeysRepository } from './push-keys.repository';
import type { PushNotifier } from './push-notifier';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';

type Subscription = z.output<typeof pushSubscriptionBodySchema>;

export interface PushServiceDependencies {
  keys: PushKeysRepository;
  subscriptions: PushSubscriptionsRepository;
  notifier: PushNotifier;
}

/** The family's devices: the key they subscribe with, their subscriptions, the test push. */
export function createPushService({ keys, subscriptions, notifier }: PushServiceDependencies) {
  return {
    async publicKey(): Promise<PushKey> {
      const stored = await keys.find();
      // Made when the server started (push module): gone only if removed by hand since.
      if (!stored) throw new Error('No push key pair in the database');
      return { public_key: stored.publicKey };
    },

    /**
     * Keeps the device for the caller. A key of the right length that is no point of P-256
     * could never be pushed to: 422 as well.
     */
    async subscribe(userId: number, { endpoint, keys: { p256dh, auth } }: Subscription) {
      if (!isP256Point(p256dh)) {
        throw new InvalidError('push_key_invalid', pushMessages.p256dhInvalid, {
          'keys.p256dh': [pushMessages.p256dhInvalid],
        });
      }
      await subscriptions.save(userId, { endpoint, p256dh, auth });
      return { endpoint };
    },

    /** The caller's own device only; an endpoint they do not have changes nothing. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await subscriptions.removeOwn(userId, endpoint);
    },

    async sendTest(userId: number): Promise<PushTestResult> {
      return { sent: await notifier.testPush(userId) };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

/** Whether the browser's key is a point on the curve (OpenSSL checks it when decoding). */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

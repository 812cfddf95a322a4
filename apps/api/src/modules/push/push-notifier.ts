import { TEST_PUSH, type Order, type PushPayload } from '@dapur/shared';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { newOrderPush, paymentClaimPush } from './order-pushes';
import { createPushedOrdersRepository } from './pushed-orders.repository';
import type { PushSender } from './push-sender';
import {
  createPushSubscriptionsRepository,
  type PushDevice,
} from './push-subscriptions.repository';

export interface PushNotifierOptions {
  db: Db;
  background: BackgroundTasks;
  sender: PushSender;
}

/**
 * What the rest of the API tells the family's phones. Every push goes out in the background,
 * after the response: an order or a payment never waits for a push service, nor fails with it.
 */
export function createPushNotifier({ db, background, sender }: PushNotifierOptions) {
  const subscriptions = createPushSubscriptionsRepository(db);
  const orders = createPushedOrdersRepository(db);

  function pushLater(
    label: string,
    devices: () => Promise<PushDevice[]>,
    payload: () => Promise<PushPayload | undefined>,
  ): void {
    background.run(label, async () => {
      const to = await devices();
      if (to.length === 0) return;
      const message = await payload();
      if (message) await sender.send(to, message);
    });
  }

  return {
    /** A new order (not a replay of an earlier one), to every owner's devices. */
    orderPlaced(order: Order): void {
      pushLater(
        'Pushing a new order to the owners',
        () => subscriptions.ofOwners(),
        async () => newOrderPush(order),
      );
    },

    /** A customer's "Saya Sudah Bayar" (the first time only), to every owner's devices. */
    paymentClaimed(orderId: number): void {
      pushLater(
        'Pushing a payment to check to the owners',
        () => subscriptions.ofOwners(),
        async () => {
          const order = await orders.find(orderId);
          return order && paymentClaimPush(order);
        },
      );
    },

    /** The test push to the caller's own devices; resolves with how many it goes to. */
    async testPush(userId: number): Promise<number> {
      const devices = await subscriptions.ofUser(userId);
      if (devices.length > 0) {
        pushLater(
          'Sending a test push',
          async () => devices,
          async () => TEST_PUSH,
        );
      }
      return devices.length;
    },
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;

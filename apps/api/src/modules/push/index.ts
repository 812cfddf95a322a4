import { defineModule } from '../module';
import { ensurePushKeys } from './push-keys';
import { createPushKeysRepository } from './push-keys.repository';
import { pushRoutes } from './push.routes';
import { createPushService } from './push.service';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * Push notifications to the family's phones (Web Push): the shop's key pair, made at the
 * first start, and the owners' subscriptions. What is pushed when is the notifier's
 * (`push-notifier.ts`), which app.ts hands to every module.
 */
export const pushModule = defineModule(
  'push',
  async (app, { db, push }) => {
    const keys = createPushKeysRepository(db);
    await ensurePushKeys(keys);
    const service = createPushService({
      keys,
      subscriptions: createPushSubscriptionsRepository(db),
      notifier: push,
    });
    await app.register(pushRoutes, { prefix: '/admin/push', push: service });
  },
  { needs: ['auth'] },
);

import { DISPLAY_TIME_ZONE } from '@dapur/shared';
import { defineModule } from '../module';
import { createAdminOrdersRepository } from './admin-orders.repository';
import { adminOrdersRoutes } from './admin-orders.routes';
import { createAdminOrdersService } from './admin-orders.service';
import { createOrderEmails } from './order-emails';
import { createOrderEmailsRepository } from './order-emails.repository';
import { createOrderStream } from './order-stream';
import { createOrdersRepository } from './orders.repository';
import { createOrderQrisService } from './order-qris.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

/**
 * Orders: a customer's under /orders (placed directly or from the cart, their status), and
 * the family's under /admin (the board, its moves, the payment check, live events).
 */
export const ordersModule = defineModule(
  'orders',
  async (app, { db, database, restaurant, mailer, background, config, clock, push }) => {
    const adminRepository = createAdminOrdersRepository(db, DISPLAY_TIME_ZONE);
    const ordersRepository = createOrdersRepository(db);
    const emails = createOrderEmails({
      repository: createOrderEmailsRepository(db),
      background,
      mailer,
      intervalMs: config.orderEmailIntervalMs,
      publicUrl: config.publicUrl,
      recipients: async () => {
        const profile = await restaurant.get();
        if (!profile.orderEmails) return undefined;
        return { emails: await adminRepository.ownerEmails(), restaurant: profile.name };
      },
    });
    app.addHook('onReady', async () => emails.flush());
    app.addHook('preClose', async () => emails.stop());
    const orders = createOrdersService(ordersRepository, {
      clock,
      unpaidOrdersMax: config.unpaidOrdersMax,
      onPlaced: (order) => {
        push.orderPlaced(order);
        emails.flush();
      },
    });
    await app.register(ordersRoutes, {
      prefix: '/orders',
      orders,
      qris: createOrderQrisService(ordersRepository, restaurant),
    });

    const adminOrders = createAdminOrdersService(adminRepository);
    const stream = createOrderStream({ database, load: adminOrders.forBoard, log: app.log });
    await stream.start();
    // Open boards end before the server closes, or they would hold it open.
    app.addHook('preClose', () => stream.stop());
    await app.register(adminOrdersRoutes, {
      prefix: '/admin',
      orders: adminOrders,
      stream,
      tokenRecheckMs: config.streamTokenRecheckMs,
    });
  },
  { needs: ['auth'] },
);

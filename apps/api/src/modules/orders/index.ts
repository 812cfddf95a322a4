import { DISPLAY_TIME_ZONE } from '@dapur/shared';
import { defineModule } from '../module';
import { createAdminOrdersRepository } from './admin-orders.repository';
import { adminOrdersRoutes } from './admin-orders.routes';
import { createAdminOrdersService } from './admin-orders.service';
import { newOrderEmail } from './new-order-email';
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
    const orders = createOrdersService(ordersRepository, {
      clock,
      unpaidOrdersMax: config.unpaidOrdersMax,
      onPlaced: (order) => {
        push.orderPlaced(order);
        background.run('Emailing a new order to the owners', async () => {
          const profile = await restaurant.get();
          if (!profile.orderEmails) return;
          for (const to of await adminRepository.ownerEmails()) {
            await mailer.send(
              newOrderEmail(order, { to, restaurant: profile.name, publicUrl: config.publicUrl }),
            );
          }
        });
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
    await app.register(adminOrdersRoutes, { prefix: '/admin', orders: adminOrders, stream });
  },
  { needs: ['auth'] },
);

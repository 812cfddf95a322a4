import { defineModule } from '../module';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

/** A customer's orders under /orders: placed directly or from the cart, and their status. */
export const ordersModule = defineModule(
  'orders',
  async (app, { db }) => {
    const orders = createOrdersService(createOrdersRepository(db));
    await app.register(ordersRoutes, { prefix: '/orders', orders });
  },
  { needs: ['auth'] },
);

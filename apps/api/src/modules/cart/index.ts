import { defineModule } from '../module';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

/** The customer's cart under /cart. */
export const cartModule = defineModule(
  'cart',
  async (app, { db }) => {
    const cart = createCartService(createCartRepository(db));
    await app.register(cartRoutes, { prefix: '/cart', cart });
  },
  { needs: ['auth'] },
);

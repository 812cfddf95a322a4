import { defineModule } from '../module';
import { restaurantRoutes } from './restaurant.routes';
import { createRestaurantService } from './restaurant.service';
import { createSlotsRepository } from './slots.repository';
import { createSlotsService } from './slots.service';

/**
 * The restaurant's profile: public at /restaurant, the family's settings at
 * /admin/restaurant, and the times an order can be due at /restaurant/slots.
 */
export const restaurantModule = defineModule(
  'restaurant',
  async (app, { db, restaurant, catalog, clock }) => {
    await app.register(restaurantRoutes, {
      restaurant: createRestaurantService(restaurant),
      slots: createSlotsService(restaurant, createSlotsRepository(db), clock),
      catalog,
    });
  },
  { needs: ['auth'] },
);

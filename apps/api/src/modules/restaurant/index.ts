import { defineModule } from '../module';
import { restaurantRoutes } from './restaurant.routes';
import { createRestaurantService } from './restaurant.service';

/** The restaurant's profile: public at /restaurant, the family's settings at /admin/restaurant. */
export const restaurantModule = defineModule(
  'restaurant',
  async (app, { restaurant, uploads, catalog }) => {
    await app.register(restaurantRoutes, {
      restaurant: createRestaurantService(restaurant, uploads),
      catalog,
    });
  },
  { needs: ['auth'] },
);

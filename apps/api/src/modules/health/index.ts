import { defineModule } from '../module';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** GET /health for load balancers: the database responds, or 503. */
export const healthModule = defineModule('health', async (app, { database }) => {
  await app.register(healthRoutes, { health: createHealthService(database.ping) });
});

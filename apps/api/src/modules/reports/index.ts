import { DISPLAY_TIME_ZONE } from '@dapur/shared';
import { defineModule } from '../module';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

/** The family's figures: orders and their money per day, portions to cook per dish. */
export const reportsModule = defineModule(
  'reports',
  async (app, { db }) => {
    const reports = createReportsService(createReportsRepository(db, DISPLAY_TIME_ZONE));
    await app.register(reportsRoutes, { prefix: '/admin', reports });
  },
  { needs: ['auth'] },
);

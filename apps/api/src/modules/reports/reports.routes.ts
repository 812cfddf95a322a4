import {
  dailyReportQuerySchema,
  dailyReportResponseSchema,
  prepQuerySchema,
  prepResponseSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerRequired } from '../../plugins/auth';
import type { ReportsService } from './reports.service';

export interface ReportsRoutesOptions {
  reports: ReportsService;
}

/** The family's figures under /admin: totals per day, and the prep sheet. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { reports },
) => {
  app.get(
    '/reports/daily',
    {
      schema: {
        ...ownerRequired,
        querystring: dailyReportQuerySchema,
        response: { 200: dailyReportResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await reports.daily(request.query) }),
  );

  app.get(
    '/prep',
    {
      schema: {
        ...ownerRequired,
        querystring: prepQuerySchema,
        response: { 200: prepResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await reports.prep(request.query.date),
    }),
  );
};

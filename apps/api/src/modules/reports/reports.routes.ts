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
        summary: 'Get the orders and money per day',
        operationId: 'adminGetDailyReport',
        description: 'The last 30 days when no range is given.',
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
        summary: 'Get what to cook on a day',
        operationId: 'adminGetPrepSheet',
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

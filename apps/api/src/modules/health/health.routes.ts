import { successBody } from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

export interface HealthRoutesOptions {
  health: HealthService;
}

const healthResponseSchema = successBody(z.object({ database: z.literal('up') }));

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the API and its database are up',
        operationId: 'getHealth',
        description: 'Responds with 503 when the database does not answer.',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: await health.check() };
    },
  );
};

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
    { schema: { response: { 200: healthResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: await health.check() };
    },
  );
};

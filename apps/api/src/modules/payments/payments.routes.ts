import { orderIdParamSchema, paymentBodySchema, paymentResponseSchema } from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, loginRequired } from '../../plugins/auth';
import type { PaymentsService } from './payments.service';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  app.post(
    '/:orderId',
    {
      schema: {
        summary: 'Say that you paid an order',
        operationId: 'payOrder',
        description: 'The family checks the payment later. Saying it again changes nothing.',
        ...loginRequired,
        params: orderIdParamSchema,
        body: paymentBodySchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await payments.complete(currentAuth(request).userId, request.params.orderId),
    }),
  );
};

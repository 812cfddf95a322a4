import {
  acknowledgeOrdersBodySchema,
  acknowledgeOrdersResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrderStatusBodySchema,
  idParamSchema,
  newOrdersResponseSchema,
  orderEventTypes,
  orderIdParamSchema,
  paymentResponseSchema,
  paymentVerificationBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openEventStream } from '../../lib/event-stream';
import { contentResponse } from '../../plugins/api-document';
import { currentAuth, ownerRequired } from '../../plugins/auth';
import type { AdminOrdersService } from './admin-orders.service';
import type { OrderStream } from './order-stream';

export interface AdminOrdersRoutesOptions {
  orders: AdminOrdersService;
  stream: OrderStream;
  /** How often an open stream asks again whether its token still stands. */
  tokenRecheckMs: number;
}

/**
 * The family's orders under /admin: the board's list, the orders nobody has seen yet and
 * their acknowledgement, one order, its moves, the payment check, live events.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (
  app,
  { orders, stream, tokenRecheckMs },
) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'List orders, filtered and a page at a time',
        operationId: 'adminListOrders',
        ...ownerRequired,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await orders.list(request.query)) }),
  );

  // The board's "Baru" group and the badge on its tab: apart from the day's list, since an
  // order for another day placed today must show on today's board too.
  app.get(
    '/orders/new',
    {
      schema: {
        summary: 'List the orders nobody in the family has seen yet',
        operationId: 'adminListNewOrders',
        ...ownerRequired,
        response: { 200: newOrdersResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await orders.unseen() }),
  );

  app.post(
    '/orders/acknowledge',
    {
      schema: {
        summary: 'Mark orders as seen',
        operationId: 'adminAcknowledgeOrders',
        ...ownerRequired,
        body: acknowledgeOrdersBodySchema,
        response: { 200: acknowledgeOrdersResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { acknowledged: await orders.acknowledge(request.body.order_ids) },
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'Get an order with its customer and history',
        operationId: 'adminGetOrder',
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.detail(request.params.id),
    }),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        summary: 'Move an order to another status',
        operationId: 'adminUpdateOrderStatus',
        description:
          'A move not allowed from where the order stands is refused with 409; cancelling needs a `reason`.',
        ...ownerRequired,
        params: idParamSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.move(request.params.id, request.body, currentAuth(request).userId),
    }),
  );

  app.put(
    '/payments/:orderId/verification',
    {
      schema: {
        summary: "Record whether an order's payment arrived",
        operationId: 'adminVerifyPayment',
        ...ownerRequired,
        params: orderIdParamSchema,
        body: paymentVerificationBodySchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.verifyPayment(request.params.orderId, request.body.verification),
    }),
  );

  app.get(
    '/events',
    // Each event must reach the board as it is written, never held back by a compressor.
    {
      schema: {
        summary: 'Stream new and changed orders to the board (Server-Sent Events)',
        operationId: 'adminStreamEvents',
        ...ownerRequired,
        response: {
          200: contentResponse(
            `Server-sent events while the token lives: \`event:\` ${orderEventTypes.join(', ')}; \`id:\`; \`data:\` the order as JSON (an AdminOrder); a comment line every 20 s.`,
            { 'text/event-stream': z.string() },
          ),
        },
      },
      compress: false,
    },
    async (request, reply) => {
      const events = openEventStream(request, reply, {
        closeAt: currentAuth(request).expiresAt,
        // The same check as every request's: logout, a password reset, removal from the
        // team or a revocation on any instance ends the stream (decision 062).
        recheck: {
          everyMs: tokenRecheckMs,
          stillValid: async () => {
            await app.authenticate(request);
            return request.auth?.role === 'owner';
          },
        },
      });
      const unsubscribe = stream.subscribe({
        send: ({ id, type, order }) => events.send({ id, type, data: order }),
        end: events.close,
      });
      events.onClose(unsubscribe);
    },
  );
};

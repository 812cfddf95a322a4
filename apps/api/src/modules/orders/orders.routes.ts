import {
  cartOrderBodySchema,
  directOrderBodySchema,
  orderHeadersSchema,
  orderDetailResponseSchema,
  orderIdParamSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderQrisResponseSchema,
  orderStatusChangeBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, loginRequired } from '../../plugins/auth';
import type { OrderQrisService } from './order-qris.service';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  qris: OrderQrisService;
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, qris },
) => {
  app.get(
    '',
    {
      schema: {
        ...loginRequired,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.list(currentAuth(request).userId),
    }),
  );

  app.get(
    '/:orderId',
    {
      schema: {
        ...loginRequired,
        params: orderIdParamSchema,
        response: { 200: orderDetailResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.detail(currentAuth(request).userId, request.params.orderId),
    }),
  );

  // The payment page's code with the amount in it; 404 (no code stored) shows the picture.
  app.get(
    '/:orderId/qris',
    {
      schema: {
        ...loginRequired,
        params: orderIdParamSchema,
        response: { 200: orderQrisResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await qris.forOrder(currentAuth(request).userId, request.params.orderId),
    }),
  );

  app.post(
    '/direct',
    {
      schema: {
        ...loginRequired,
        headers: orderHeadersSchema,
        body: directOrderBodySchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await orders.placeDirect(
        currentAuth(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send({ status: 'success', data: order });
    },
  );

  app.post(
    '/cart',
    {
      schema: {
        ...loginRequired,
        headers: orderHeadersSchema,
        body: cartOrderBodySchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await orders.placeFromCart(
        currentAuth(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send({ status: 'success', data: order });
    },
  );

  // The customer's own cancel, beside the spec's status call, which stays pending → processing.
  app.post(
    '/:orderId/cancel',
    {
      schema: {
        ...loginRequired,
        params: orderIdParamSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.cancel(currentAuth(request).userId, request.params.orderId),
    }),
  );

  app.put(
    '/:orderId/status',
    {
      schema: {
        ...loginRequired,
        params: orderIdParamSchema,
        body: orderStatusChangeBodySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.changeStatus(
        currentAuth(request).userId,
        request.params.orderId,
        request.body.status,
      ),
    }),
  );
};

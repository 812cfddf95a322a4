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
        summary: 'List your orders',
        operationId: 'listOrders',
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
        summary: 'Get one of your orders with its history',
        operationId: 'getOrder',
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
        summary: 'Get the QRIS code to pay an order, its amount filled in',
        operationId: 'getOrderQris',
        description:
          'Responds with 404 when the restaurant has stored no code: show the QRIS picture instead.',
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
        summary: 'Order one dish directly',
        operationId: 'placeDirectOrder',
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
        summary: 'Order everything in the cart',
        operationId: 'placeCartOrder',
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
        summary: 'Cancel an unpaid order',
        operationId: 'cancelOrder',
        description:
          'Only while the order is pending and not yet paid; cancelling it again responds with the order unchanged.',
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
        summary: 'Move a paid order to processing',
        operationId: 'updateOrderStatus',
        description:
          'The one move a customer may make: any other status is refused with 403, an unpaid order with 409.',
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

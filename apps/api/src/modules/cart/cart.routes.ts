import {
  addToCartBodySchema,
  cartItemDeletedResponseSchema,
  cartItemResponseSchema,
  cartListResponseSchema,
  idParamSchema,
  updateCartItemBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, loginRequired } from '../../plugins/auth';
import type { CartService } from './cart.service';

export interface CartRoutesOptions {
  cart: CartService;
}

export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart }) => {
  app.get(
    '',
    {
      schema: {
        summary: 'List the cart',
        operationId: 'listCart',
        ...loginRequired,
        response: { 200: cartListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await cart.list(currentAuth(request).userId),
    }),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Add a dish to the cart',
        operationId: 'addToCart',
        ...loginRequired,
        body: addToCartBodySchema,
        response: { 200: cartItemResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await cart.add(currentAuth(request).userId, request.body),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: "Change a cart line's quantity or note",
        operationId: 'updateCartItem',
        ...loginRequired,
        params: idParamSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartItemResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await cart.setQuantity(currentAuth(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Remove a line from the cart',
        operationId: 'removeCartItem',
        ...loginRequired,
        params: idParamSchema,
        response: { 200: cartItemDeletedResponseSchema },
      },
    },
    async (request) => {
      await cart.remove(currentAuth(request).userId, request.params.id);
      return { status: 'success' as const };
    },
  );
};

import {
  cartItemDeletedResponseSchema,
  cartItemResponseSchema,
  cartListResponseSchema,
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  foodResponseSchema,
  messageResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  paymentResponseSchema,
  qrisInfoResponseSchema,
  successBody,
  suggestionListResponseSchema,
  suggestionResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  userSchema,
} from '@dapur/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { PASSWORD } from '../accounts';
import {
  anyPassword,
  confirmationOf,
  fixedPassword,
  idOf,
  newEmail,
  optional,
  phone,
  resetCode,
  text,
  wholeNumber,
  word,
  type FieldSpecs,
} from './fields';
import type { Fixtures, IdKind } from './fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FuzzEndpoint {
  method: Method;
  /** As registered, e.g. `/api/cart/:id`. */
  path: string;
  /** Needs a customer's token: 401 without a usable one. */
  auth: boolean;
  /**
   * /auth/refresh: reads the token in its handler, after the body (a body the parser refuses
   * comes first), and takes an expired token.
   */
  refreshesToken?: boolean;
  /** The body it reads; none when it reads no body. */
  fields?: (fixtures: Fixtures) => FieldSpecs;
  /** How often a fully valid body is generated; low where one costs a password hash. */
  validWeight?: number;
  /** What the id in its path names: the customer's own or public ones may succeed, others are a 4xx. */
  param?: IdKind;
  /** Reads an Idempotency-Key header. */
  idempotencyKey?: boolean;
  /** The answer to input the contract accepts. */
  success: { status: number; check: (response: LightMyRequestResponse) => void };
  numRuns: number;
}

const json = (schema: z.ZodObject, status = 200) => ({
  status,
  check: (response: LightMyRequestResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    schema.strict().parse(response.json());
  },
});

const delivery = { name: text(), address: text(), phone };
const NEW_PASSWORD = 'password-baru-456';

export const fuzzEndpoints: FuzzEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    auth: false,
    fields: () => ({
      name: text(),
      alamat: text(),
      telephone: phone,
      email: newEmail,
      password: fixedPassword(PASSWORD),
      password_confirmation: confirmationOf(PASSWORD),
    }),
    validWeight: 1,
    success: json(userResponseSchema, 201),
    numRuns: 250,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    fields: () => ({ email: text(), password: anyPassword }),
    validWeight: 1,
    success: json(tokenResponseSchema),
    numRuns: 200,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: false,
    fields: () => ({ email: newEmail }),
    success: json(messageResponseSchema),
    numRuns: 200,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: false,
    fields: () => ({
      email: newEmail,
      token: resetCode,
      password: fixedPassword(NEW_PASSWORD),
      password_confirmation: confirmationOf(NEW_PASSWORD),
    }),
    success: json(messageResponseSchema),
    numRuns: 200,
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    auth: true,
    refreshesToken: true,
    success: json(tokenResponseSchema),
    numRuns: 150,
  },
  { method: 'POST', path: '/api/auth/me', auth: true, success: json(userSchema), numRuns: 150 },
  {
    method: 'POST',
    path: '/api/auth/logout',
    auth: true,
    success: json(messageResponseSchema),
    numRuns: 150,
  },
  {
    method: 'PUT',
    path: '/api/auth/update-profile',
    auth: true,
    fields: () => ({ name: text(), alamat: text(), telephone: phone, email: newEmail }),
    success: json(userResponseSchema),
    numRuns: 250,
  },
  {
    method: 'GET',
    path: '/api/suggestions',
    auth: false,
    success: json(suggestionListResponseSchema),
    numRuns: 100,
  },
  {
    method: 'POST',
    path: '/api/suggestions',
    auth: true,
    fields: (fixtures) => ({
      user_id: optional(idOf([fixtures.customer.id])),
      content: text(1000),
    }),
    success: json(suggestionResponseSchema, 201),
    numRuns: 250,
  },
  {
    method: 'GET',
    path: '/api/foods',
    auth: false,
    success: json(foodListResponseSchema),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/foods/:id',
    auth: false,
    param: 'food',
    success: json(foodResponseSchema),
    numRuns: 250,
  },
  {
    method: 'GET',
    path: '/api/categories',
    auth: false,
    success: json(categoryListResponseSchema),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/categories/:id/foods',
    auth: false,
    param: 'category',
    success: json(categoryFoodsResponseSchema),
    numRuns: 250,
  },
  {
    method: 'GET',
    path: '/api/cart',
    auth: true,
    success: json(cartListResponseSchema),
    numRuns: 100,
  },
  {
    method: 'POST',
    path: '/api/cart',
    auth: true,
    fields: (fixtures) => ({ food_id: idOf(fixtures.ids.food.own), jumlah: wholeNumber(1, 99) }),
    success: json(cartItemResponseSchema),
    numRuns: 300,
  },
  {
    method: 'PUT',
    path: '/api/cart/:id',
    auth: true,
    fields: () => ({ jumlah: wholeNumber(1, 99) }),
    param: 'cartLine',
    success: json(cartItemResponseSchema),
    numRuns: 300,
  },
  {
    method: 'DELETE',
    path: '/api/cart/:id',
    auth: true,
    param: 'cartLine',
    success: json(cartItemDeletedResponseSchema),
    numRuns: 200,
  },
  {
    method: 'GET',
    path: '/api/orders',
    auth: true,
    success: json(orderListResponseSchema),
    numRuns: 100,
  },
  {
    method: 'POST',
    path: '/api/orders/direct',
    auth: true,
    fields: (fixtures) => ({
      ...delivery,
      food_id: idOf(fixtures.ids.food.own),
      quantity: wholeNumber(1, 99),
    }),
    idempotencyKey: true,
    success: json(orderResponseSchema, 201),
    numRuns: 300,
  },
  {
    method: 'POST',
    path: '/api/orders/cart',
    auth: true,
    fields: () => delivery,
    idempotencyKey: true,
    success: json(orderResponseSchema, 201),
    numRuns: 250,
  },
  {
    method: 'POST',
    path: '/api/payments/:orderId',
    auth: true,
    fields: () => ({ status: word('completed', ['pending', 'Completed', 'lunas', 'paid']) }),
    param: 'order',
    success: json(paymentResponseSchema),
    numRuns: 250,
  },
  {
    method: 'PUT',
    path: '/api/orders/:orderId/status',
    auth: true,
    fields: () => ({
      status: word('processing', ['pending', 'ready', 'completed', 'cancelled', 'Processing']),
    }),
    param: 'order',
    success: json(orderResponseSchema),
    numRuns: 250,
  },
  {
    method: 'GET',
    path: '/api/payments/qris',
    auth: false,
    success: json(qrisInfoResponseSchema),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/payments/qris/image',
    auth: false,
    success: {
      status: 200,
      check: (response) => {
        expect(response.headers['content-type']).toMatch(/^image\/(svg\+xml|png|jpeg|webp)/);
        expect(response.rawPayload.length).toBeGreaterThan(0);
      },
    },
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/health',
    auth: false,
    success: json(successBody(z.object({ database: z.literal('up') }))),
    numRuns: 100,
  },
];

export const endpointName = (endpoint: Pick<FuzzEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The account endpoints in one file, the shop's in another: two databases, run side by side. */
export const accountEndpoints = fuzzEndpoints.filter(
  (endpoint) => endpoint.path.startsWith('/api/auth/') || endpoint.path === '/api/health',
);
export const shopEndpoints = fuzzEndpoints.filter(
  (endpoint) => !accountEndpoints.includes(endpoint),
);

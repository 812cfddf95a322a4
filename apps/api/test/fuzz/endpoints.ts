import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminFoodListResponseSchema,
  adminFoodResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrderSorts,
  acknowledgeOrdersResponseSchema,
  adminRestaurantResponseSchema,
  adminSuggestionListResponseSchema,
  adminSuggestionResponseSchema,
  cartItemDeletedResponseSchema,
  cartItemResponseSchema,
  cartListResponseSchema,
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  dailyReportResponseSchema,
  FOOD_PRICE_MAX,
  foodListResponseSchema,
  foodResponseSchema,
  fulfilments,
  ITEM_NOTE_MAX_LENGTH,
  DELIVERY_FEE_MAX,
  LEAD_TIME_DAYS_MAX,
  LEAD_TIME_MINUTES_MAX,
  inviteDetailsResponseSchema,
  inviteResponseSchema,
  MAP_PROVIDERS,
  messageResponseSchema,
  NEW_ORDERS_LIMIT,
  newOrdersResponseSchema,
  orderDetailResponseSchema,
  orderQrisResponseSchema,
  qrisUploadResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatuses,
  ownerResponseSchema,
  paymentResponseSchema,
  prepResponseSchema,
  pushKeyResponseSchema,
  pushSubscriptionResponseSchema,
  pushTestResponseSchema,
  qrisInfoResponseSchema,
  restaurantResponseSchema,
  setupStatusResponseSchema,
  slotsResponseSchema,
  SOCIAL_HOSTS,
  successBody,
  suggestionListResponseSchema,
  suggestionResponseSchema,
  teamResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  userSchema,
} from '@dapur/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { demoQrisPayload } from '../../src/lib/qris/demo-payload';
import { PASSWORD } from '../accounts';
import {
  anyPassword,
  boolean,
  confirmationOf,
  day,
  email,
  existingIdOf,
  fixedPassword,
  foodIdList,
  idOf,
  link,
  newEmail,
  noOptionIds,
  nullable,
  oneOfWords,
  openingHours,
  optional,
  optionalText,
  optionGroupList,
  orderIdList,
  pageNumber,
  phone,
  pushEndpoint,
  pushKeys,
  queryWord,
  resetCode,
  scheduledTime,
  text,
  wholeNumber,
  word,
  qrisCode,
  type FieldSpecs,
  type QuerySpecs,
} from './fields';
import type { Fixtures, ParamKind } from './fixtures';
import type { UploadTarget } from './uploads';

/** A valid static code for the fuzzed settings. */
const DEMO_QRIS = demoQrisPayload({ merchantName: 'Warung Fuzz', merchantCity: 'Sleman' });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FuzzEndpoint {
  method: Method;
  /** As registered, e.g. `/api/cart/:id`. */
  path: string;
  /** Needs a token: 401 without a usable one. */
  auth: boolean;
  /**
   * One of the family's routes: the signed-in caller is the owner. Its responses hold every
   * customer's data by design, so the other customer's secrets are not looked for there.
   */
  owner?: boolean;
  /**
   * /auth/refresh: reads the token in its handler, after the body (a body the parser refuses
   * comes first), and takes an expired token.
   */
  refreshesToken?: boolean;
  /** The body it reads; none when it reads no body. */
  fields?: (fixtures: Fixtures) => FieldSpecs;
  /** How often a fully valid body is generated; low where one costs a password hash. */
  validWeight?: number;
  /** The query it reads; none when it reads none (odd query strings must change nothing). */
  query?: QuerySpecs;
  /** A body every field of which is valid, that the contract still refuses (a rule across fields). */
  refuses?: (body: unknown) => boolean;
  /** Refused whatever is sent, with this status when the input is otherwise valid. */
  alwaysRefused?: { status: number; why: string };
  /** A photo upload: reads a multipart form, and stores the picture of this row. */
  upload?: UploadTarget;
  /**
   * What the parameter in its path names: the caller's own or public ids (or open invites)
   * may succeed, others are a 4xx.
   */
  param?: ParamKind;
  /** Reads an Idempotency-Key header. */
  idempotencyKey?: boolean;
  /** The response to input the contract accepts. */
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

/**
 * Who, where, how and when an order goes: an address may be blank only for pickup
 * (`refusesOrder`); any well-formed time is valid input, which the shop's hours decide on.
 */
const delivery = {
  name: text(),
  address: optional(optionalText(255, { multiline: true })),
  phone,
  fulfilment: optional(oneOfWords(fulfilments, ['Delivery', 'antar', 'ambil', 'dine-in'])),
  scheduled_for: optional(nullable(scheduledTime)),
  note: optional(optionalText(255, { multiline: true })),
};

/** A delivery (the default) needs an address. */
function refusesOrder(body: unknown): boolean {
  const { address, fulfilment } = body as { address?: unknown; fulfilment?: unknown };
  return fulfilment !== 'pickup' && (typeof address !== 'string' || address.trim() === '');
}
/**
 * The family's writes hash no password, and their rows (orders to move, payments to check)
 * run out: valid bodies are sent often, so that many cases get past validation.
 */
const OWNER_VALID_WEIGHT = 12;
const NEW_PASSWORD = 'password-baru-456';

export const fuzzEndpoints: FuzzEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    auth: false,
    fields: () => ({
      name: text(),
      alamat: text(255, { multiline: true }),
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
    fields: () => ({
      name: text(),
      alamat: text(255, { multiline: true }),
      telephone: phone,
      email: newEmail,
    }),
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
      content: text(1000, { multiline: true }),
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
    fields: (fixtures) => ({
      food_id: idOf(fixtures.ids.food.own),
      jumlah: wholeNumber(1, 99),
      note: optional(optionalText(ITEM_NOTE_MAX_LENGTH, { multiline: true })),
      options: optional(noOptionIds),
    }),
    success: json(cartItemResponseSchema),
    numRuns: 300,
  },
  {
    method: 'PUT',
    path: '/api/cart/:id',
    auth: true,
    fields: () => ({
      jumlah: wholeNumber(1, 99),
      note: optional(optionalText(ITEM_NOTE_MAX_LENGTH, { multiline: true })),
    }),
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
    method: 'GET',
    path: '/api/orders/:orderId',
    auth: true,
    param: 'order',
    success: json(orderDetailResponseSchema),
    numRuns: 150,
  },
  {
    method: 'GET',
    path: '/api/orders/:orderId/qris',
    auth: true,
    param: 'order',
    success: json(orderQrisResponseSchema),
    numRuns: 80,
  },
  {
    method: 'POST',
    path: '/api/orders/direct',
    auth: true,
    fields: (fixtures) => ({
      ...delivery,
      food_id: idOf(fixtures.ids.food.own),
      quantity: wholeNumber(1, 99),
      item_note: optional(optionalText(ITEM_NOTE_MAX_LENGTH, { multiline: true })),
      options: optional(noOptionIds),
    }),
    refuses: refusesOrder,
    idempotencyKey: true,
    success: json(orderResponseSchema, 201),
    numRuns: 300,
  },
  {
    method: 'POST',
    path: '/api/orders/cart',
    auth: true,
    fields: () => delivery,
    refuses: refusesOrder,
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
    method: 'POST',
    path: '/api/orders/:orderId/cancel',
    auth: true,
    param: 'order',
    success: json(orderResponseSchema),
    numRuns: 100,
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
    path: '/api/restaurant/slots',
    auth: false,
    query: { date: day, food_ids: foodIdList },
    success: json(slotsResponseSchema),
    numRuns: 120,
  },
  {
    method: 'GET',
    path: '/api/health',
    auth: false,
    success: json(successBody(z.object({ database: z.literal('up') }))),
    numRuns: 100,
  },
  // The owner side. In the order the owner file runs them: reads before the writes that
  // change what they read, deletions last.
  {
    method: 'GET',
    path: '/api/restaurant',
    auth: false,
    success: json(restaurantResponseSchema),
    numRuns: 60,
  },
  {
    method: 'GET',
    path: '/api/setup',
    auth: false,
    success: json(setupStatusResponseSchema),
    numRuns: 60,
  },
  {
    method: 'POST',
    path: '/api/setup',
    auth: false,
    fields: () => ({
      code: text(64),
      name: text(),
      alamat: text(255, { multiline: true }),
      telephone: phone,
      email: newEmail,
      password: fixedPassword(PASSWORD),
      password_confirmation: confirmationOf(PASSWORD),
    }),
    alwaysRefused: { status: 409, why: 'the fixtures made an owner: setup is over' },
    success: json(ownerResponseSchema, 201),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/invites/:token',
    auth: false,
    param: 'invite',
    success: json(inviteDetailsResponseSchema),
    numRuns: 80,
  },
  {
    method: 'POST',
    path: '/api/invites/:token/accept',
    auth: false,
    param: 'invite',
    fields: () => ({
      name: text(),
      alamat: text(255, { multiline: true }),
      telephone: phone,
      password: fixedPassword(PASSWORD),
      password_confirmation: confirmationOf(PASSWORD),
    }),
    validWeight: 1,
    success: json(ownerResponseSchema, 201),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/admin/backup',
    auth: true,
    owner: true,
    success: {
      status: 200,
      check: (response) => {
        expect(response.headers['content-type']).toBe('application/gzip');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="dapur-cadangan-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
        );
        // gzip's magic number: a whole file, not an error page.
        expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      },
    },
    // Each one reads every table and packs the uploads: a few suffice.
    numRuns: 20,
  },
  {
    method: 'GET',
    path: '/api/admin/team',
    auth: true,
    owner: true,
    success: json(teamResponseSchema),
    numRuns: 60,
  },
  {
    method: 'GET',
    path: '/api/admin/push/key',
    auth: true,
    owner: true,
    success: json(pushKeyResponseSchema),
    numRuns: 40,
  },
  {
    method: 'POST',
    path: '/api/admin/push/subscriptions',
    auth: true,
    owner: true,
    fields: () => ({ endpoint: pushEndpoint, keys: pushKeys }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(pushSubscriptionResponseSchema, 201),
    numRuns: 100,
  },
  {
    method: 'POST',
    path: '/api/admin/push/test',
    auth: true,
    owner: true,
    success: json(pushTestResponseSchema),
    // Each one pushes to every device subscribed above (a closed port): a few suffice.
    numRuns: 30,
  },
  {
    method: 'DELETE',
    path: '/api/admin/push/subscriptions',
    auth: true,
    owner: true,
    fields: () => ({ endpoint: pushEndpoint }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(z.object({ status: z.literal('success') })),
    numRuns: 60,
  },
  {
    method: 'POST',
    path: '/api/admin/invites',
    auth: true,
    owner: true,
    fields: () => ({ email: newEmail }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(inviteResponseSchema, 201),
    numRuns: 100,
  },
  {
    method: 'DELETE',
    path: '/api/admin/invites/:id',
    auth: true,
    owner: true,
    param: 'pendingInvite',
    success: json(z.object({ status: z.literal('success') })),
    numRuns: 60,
  },
  {
    method: 'DELETE',
    path: '/api/admin/team/:id',
    auth: true,
    owner: true,
    param: 'teamMember',
    success: json(z.object({ status: z.literal('success') })),
    numRuns: 60,
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    auth: true,
    owner: true,
    query: {
      status: queryWord(orderStatuses, ['Pending', 'paid', 'all', 'semua']),
      from: day,
      to: day,
      sort: queryWord(adminOrderSorts, ['Due', 'newest', 'created_at']),
      page: pageNumber,
    },
    success: json(adminOrderListResponseSchema),
    numRuns: 120,
  },
  {
    method: 'GET',
    path: '/api/admin/orders/new',
    auth: true,
    owner: true,
    success: json(newOrdersResponseSchema),
    numRuns: 40,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/acknowledge',
    auth: true,
    owner: true,
    fields: (fixtures) => ({
      order_ids: orderIdList(fixtures.ids.everyOrder.own, NEW_ORDERS_LIMIT),
    }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(acknowledgeOrdersResponseSchema),
    numRuns: 80,
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id',
    auth: true,
    owner: true,
    param: 'everyOrder',
    success: json(adminOrderDetailResponseSchema),
    numRuns: 100,
  },
  {
    method: 'PUT',
    path: '/api/admin/payments/:orderId/verification',
    auth: true,
    owner: true,
    param: 'everyOrder',
    fields: () => ({
      verification: oneOfWords(['verified', 'rejected'], ['unverified', 'completed', 'Verified']),
    }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(paymentResponseSchema),
    numRuns: 100,
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/status',
    auth: true,
    owner: true,
    param: 'everyOrder',
    fields: () => ({
      status: oneOfWords(orderStatuses, ['Processing', 'done', 'canceled', 'paid']),
      reason: optional(optionalText()),
    }),
    // Cancelling needs a reason the customer can read.
    refuses: (body) => {
      const { status, reason } = body as { status?: unknown; reason?: unknown };
      return status === 'cancelled' && (typeof reason !== 'string' || reason.trim() === '');
    },
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminOrderResponseSchema),
    numRuns: 120,
  },
  {
    method: 'GET',
    path: '/api/admin/reports/daily',
    auth: true,
    owner: true,
    query: { from: day, to: day },
    success: json(dailyReportResponseSchema),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/admin/prep',
    auth: true,
    owner: true,
    query: { date: day },
    success: json(prepResponseSchema),
    numRuns: 80,
  },
  {
    method: 'GET',
    path: '/api/admin/suggestions',
    auth: true,
    owner: true,
    success: json(adminSuggestionListResponseSchema),
    numRuns: 60,
  },
  {
    method: 'PUT',
    path: '/api/admin/suggestions/:id',
    auth: true,
    owner: true,
    param: 'suggestion',
    fields: () => ({ hidden: boolean }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminSuggestionResponseSchema),
    numRuns: 100,
  },
  {
    method: 'GET',
    path: '/api/admin/restaurant',
    auth: true,
    owner: true,
    success: json(adminRestaurantResponseSchema),
    numRuns: 60,
  },
  {
    method: 'PUT',
    path: '/api/admin/restaurant',
    auth: true,
    owner: true,
    // Any of the fields; what is left out stays as it is.
    fields: () => ({
      name: optional(text()),
      tagline: optional(optionalText()),
      history: optional(optionalText(5_000, { multiline: true })),
      address: optional(text(255, { multiline: true })),
      phone: optional(text()),
      whatsapp: optional(phone),
      email: optional(email),
      facebook_url: optional(link(SOCIAL_HOSTS.facebook)),
      instagram_url: optional(link(SOCIAL_HOSTS.instagram)),
      map_url: optional(link(MAP_PROVIDERS.map((provider) => provider.host))),
      opening_hours: optional(openingHours),
      order_emails: optional(boolean),
      accepting_orders: optional(boolean),
      delivery_fee: optional(wholeNumber(0, DELIVERY_FEE_MAX)),
      lead_time_minutes: optional(wholeNumber(0, LEAD_TIME_MINUTES_MAX)),
      qris_payload: optional(qrisCode(DEMO_QRIS)),
    }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminRestaurantResponseSchema),
    numRuns: 120,
  },
  {
    method: 'POST',
    path: '/api/admin/restaurant/qris',
    auth: true,
    owner: true,
    upload: 'qris',
    success: json(qrisUploadResponseSchema),
    numRuns: 80,
  },
  {
    method: 'GET',
    path: '/api/admin/foods',
    auth: true,
    owner: true,
    success: json(adminFoodListResponseSchema),
    numRuns: 60,
  },
  {
    method: 'GET',
    path: '/api/admin/foods/:id',
    auth: true,
    owner: true,
    param: 'everyFood',
    success: json(adminFoodResponseSchema),
    numRuns: 60,
  },
  {
    method: 'POST',
    path: '/api/admin/foods',
    auth: true,
    owner: true,
    fields: (fixtures) => foodFields(fixtures),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminFoodResponseSchema, 201),
    numRuns: 120,
  },
  {
    method: 'PUT',
    path: '/api/admin/foods/:id',
    auth: true,
    owner: true,
    param: 'everyFood',
    fields: (fixtures) => allOptional(foodFields(fixtures)),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminFoodResponseSchema),
    numRuns: 120,
  },
  {
    method: 'PUT',
    path: '/api/admin/foods/:id/option-groups',
    auth: true,
    owner: true,
    // An archived dish's groups are not edited (404), as it is off every menu.
    param: 'food',
    fields: () => ({ option_groups: optionGroupList }),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminFoodResponseSchema),
    numRuns: 120,
  },
  {
    method: 'POST',
    path: '/api/admin/foods/:id/image',
    auth: true,
    owner: true,
    param: 'everyFood',
    upload: 'food',
    success: json(adminFoodResponseSchema),
    numRuns: 80,
  },
  {
    method: 'DELETE',
    path: '/api/admin/foods/:id',
    auth: true,
    owner: true,
    param: 'everyFood',
    success: json(adminFoodResponseSchema),
    numRuns: 80,
  },
  {
    method: 'GET',
    path: '/api/admin/categories',
    auth: true,
    owner: true,
    success: json(adminCategoryListResponseSchema),
    numRuns: 60,
  },
  {
    method: 'GET',
    path: '/api/admin/categories/:id',
    auth: true,
    owner: true,
    param: 'category',
    success: json(adminCategoryResponseSchema),
    numRuns: 60,
  },
  {
    method: 'POST',
    path: '/api/admin/categories',
    auth: true,
    owner: true,
    fields: () => categoryFields,
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminCategoryResponseSchema, 201),
    numRuns: 100,
  },
  {
    method: 'PUT',
    path: '/api/admin/categories/:id',
    auth: true,
    owner: true,
    param: 'category',
    fields: () => allOptional(categoryFields),
    validWeight: OWNER_VALID_WEIGHT,
    success: json(adminCategoryResponseSchema),
    numRuns: 100,
  },
  {
    method: 'POST',
    path: '/api/admin/categories/:id/image',
    auth: true,
    owner: true,
    param: 'category',
    upload: 'category',
    success: json(adminCategoryResponseSchema),
    numRuns: 80,
  },
  {
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    auth: true,
    owner: true,
    param: 'category',
    success: json(z.object({ status: z.literal('success') })),
    numRuns: 80,
  },
];

/** A dish as the family writes it. */
function foodFields(fixtures: Fixtures): FieldSpecs {
  return {
    nama: text(),
    harga: wholeNumber(0, FOOD_PRICE_MAX),
    deskripsi: optional(nullable(optionalText(2_000, { multiline: true }))),
    category_id: optional(nullable(existingIdOf(fixtures.ids.category.own))),
    is_available: optional(boolean),
  };
}

const categoryFields: FieldSpecs = {
  name: text(),
  description: optional(nullable(optionalText(1_000, { multiline: true }))),
  lead_time_days: optional(wholeNumber(0, LEAD_TIME_DAYS_MAX)),
};

/** The same fields for a change: any of them, what is left out stays as it is. */
function allOptional(fields: FieldSpecs): FieldSpecs {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, optional(spec)]));
}

export const endpointName = (endpoint: Pick<FuzzEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * The account endpoints in one file, the owner side's in another (the family's routes, and
 * the public ones of setup, invites and the restaurant profile), the shop's in a third:
 * three databases, run side by side.
 */
export const accountEndpoints = fuzzEndpoints.filter(
  (endpoint) => endpoint.path.startsWith('/api/auth/') || endpoint.path === '/api/health',
);
export const ownerSideEndpoints = fuzzEndpoints.filter(
  (endpoint) =>
    endpoint.owner === true ||
    ['/api/restaurant', '/api/setup'].includes(endpoint.path) ||
    endpoint.path.startsWith('/api/invites/'),
);
export const shopEndpoints = fuzzEndpoints.filter(
  (endpoint) => !accountEndpoints.includes(endpoint) && !ownerSideEndpoints.includes(endpoint),
);

/**
 * Registered routes the table leaves out on purpose, each with where it is proven instead.
 * Nothing else may be missing.
 */
export const NOT_FUZZED: Record<string, string> = {
  // A server-sent event stream stays open: `app.inject` would wait for it to end.
  'GET /api/admin/events': 'streams: proven by admin-events.test.ts',
};

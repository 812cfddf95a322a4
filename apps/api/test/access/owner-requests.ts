import { orderResponseSchema } from '@dapur/shared';
import { randomUUID } from 'node:crypto';
import { signToken, registerAndLogin } from '../accounts';
import type { TestContext } from '../helper';
import { addToCart, call, DELIVERY, orderDirect, pay } from '../shop';

const HOUR = 60 * 60_000;

/** The owner of the resources every request aims at: words that must never reach anyone else. */
export const OWNER = {
  name: 'Larasati Pemilik Unik',
  alamat: 'Jl. Rahasia Pemilik No. 7, Sleman',
  telephone: '0813-1111-2222',
  delivery: {
    name: 'Larasati Penerima',
    address: 'Gang Rahasia Pengiriman 9',
    phone: '081333334444',
  },
};

export interface Customer {
  id: number;
  email: string;
  token: string;
}

export interface AccessSetup {
  owner: Customer & {
    /**
     * A cart line to change, one to delete, an unpaid order to pay, one to cancel, a paid
     * one to move on.
     */
    lineToUpdate: number;
    lineToDelete: number;
    unpaidOrder: number;
    orderToCancel: number;
    paidOrder: number;
    /** Its payments' ids: the orders' ids are `unpaidOrder` and `paidOrder`. */
    payments: number[];
    secrets: string[];
  };
  other: Customer;
}

/** The owner with a cart and orders, and another customer with their own. */
export async function arrangeAccess({ app }: TestContext): Promise<AccessSetup> {
  const owner = await registerAndLogin(app, {
    name: OWNER.name,
    alamat: OWNER.alamat,
    telephone: OWNER.telephone,
  });
  const other = await registerAndLogin(app);
  const lineToUpdate = await addToCart(app, owner.token, 3, 1);
  const lineToDelete = await addToCart(app, owner.token, 4, 1);
  const order = async (foodId: number) => {
    const response = await call(app, 'POST', '/api/orders/direct', {
      token: owner.token,
      payload: { ...OWNER.delivery, food_id: foodId, quantity: 1 },
    });
    return orderResponseSchema.parse(response.json()).data;
  };
  const unpaid = await order(5);
  const paid = await order(6);
  const toCancel = await order(8);
  await pay(app, owner.token, paid.id);
  await addToCart(app, other.token, 7, 1);
  await orderDirect(app, other.token, 7, 1);
  return {
    owner: {
      id: owner.user.id,
      email: owner.body.email,
      token: owner.token,
      lineToUpdate: lineToUpdate.id,
      lineToDelete: lineToDelete.id,
      unpaidOrder: unpaid.id,
      orderToCancel: toCancel.id,
      paidOrder: paid.id,
      payments: [unpaid.payment.id, paid.payment.id, toCancel.payment.id],
      secrets: [
        owner.body.email,
        OWNER.name,
        OWNER.alamat,
        '6281311112222',
        OWNER.delivery.name,
        OWNER.delivery.address,
        '6281333334444',
      ],
    },
    other: { id: other.user.id, email: other.body.email, token: other.token },
  };
}

/** A new session: for logout and refresh, which end the one they are sent with. */
export function freshToken(userId: number) {
  return signToken({ userId, issuedAt: new Date(), expiresAt: new Date(Date.now() + HOUR) });
}

export interface OwnerRequest {
  url: string;
  payload?: object;
}

/**
 * For every endpoint, the request a customer makes there, aimed at the owner's resources
 * (their cart line, their order, their name on a suggestion). `caller` is whoever sends it.
 * Public endpoints are marked `public`: the others respond with 401 without a usable token.
 */
export const ownerRequests: Record<
  string,
  { public?: true; request: (setup: AccessSetup, caller: Customer) => OwnerRequest }
> = {
  'POST /api/auth/register': {
    public: true,
    request: () => ({
      url: '/api/auth/register',
      payload: {
        name: 'Pendaftar Baru',
        alamat: 'Jl. Baru 2',
        telephone: '081200001111',
        email: `baru.${randomUUID()}@contoh.id`,
        password: 'rahasia-123',
        password_confirmation: 'rahasia-123',
      },
    }),
  },
  'POST /api/auth/login': {
    public: true,
    request: ({ owner }) => ({
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'rahasia-123' },
    }),
  },
  'POST /api/auth/forgot-password': {
    public: true,
    request: ({ owner }) => ({ url: '/api/auth/forgot-password', payload: { email: owner.email } }),
  },
  'POST /api/auth/reset-password': {
    public: true,
    // A wrong code for the owner's email: the same refusal, whoever sends it.
    request: ({ owner }) => ({
      url: '/api/auth/reset-password',
      payload: {
        email: owner.email,
        token: '000000',
        password: 'baru-sekali-1',
        password_confirmation: 'baru-sekali-1',
      },
    }),
  },
  'POST /api/auth/refresh': { request: () => ({ url: '/api/auth/refresh' }) },
  'POST /api/auth/me': { request: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/logout': { request: () => ({ url: '/api/auth/logout' }) },
  'PUT /api/auth/update-profile': {
    request: (_setup, caller) => ({
      url: '/api/auth/update-profile',
      payload: {
        name: 'Nama Diubah',
        alamat: 'Alamat Diubah',
        telephone: '081299998888',
        email: caller.email,
      },
    }),
  },
  'GET /api/suggestions': { public: true, request: () => ({ url: '/api/suggestions' }) },
  'POST /api/suggestions': {
    request: ({ owner }) => ({
      url: '/api/suggestions',
      payload: { user_id: owner.id, content: 'Atas nama pemilik' },
    }),
  },
  'GET /api/foods': { public: true, request: () => ({ url: '/api/foods' }) },
  'GET /api/foods/:id': { public: true, request: () => ({ url: '/api/foods/3' }) },
  'GET /api/categories': { public: true, request: () => ({ url: '/api/categories' }) },
  'GET /api/categories/:id/foods': {
    public: true,
    request: () => ({ url: '/api/categories/1/foods' }),
  },
  'GET /api/cart': { request: () => ({ url: '/api/cart' }) },
  'POST /api/cart': { request: () => ({ url: '/api/cart', payload: { food_id: 8, jumlah: 1 } }) },
  'PUT /api/cart/:id': {
    request: ({ owner }) => ({ url: `/api/cart/${owner.lineToUpdate}`, payload: { jumlah: 5 } }),
  },
  'DELETE /api/cart/:id': { request: ({ owner }) => ({ url: `/api/cart/${owner.lineToDelete}` }) },
  'GET /api/orders': { request: () => ({ url: '/api/orders' }) },
  'GET /api/orders/:orderId': {
    request: ({ owner }) => ({ url: `/api/orders/${owner.unpaidOrder}` }),
  },
  'GET /api/orders/:orderId/qris': {
    request: ({ owner }) => ({ url: `/api/orders/${owner.unpaidOrder}/qris` }),
  },
  'POST /api/orders/direct': {
    request: () => ({
      url: '/api/orders/direct',
      payload: { ...DELIVERY, food_id: 9, quantity: 1 },
    }),
  },
  'POST /api/orders/cart': { request: () => ({ url: '/api/orders/cart', payload: DELIVERY }) },
  'POST /api/payments/:orderId': {
    request: ({ owner }) => ({
      url: `/api/payments/${owner.unpaidOrder}`,
      payload: { status: 'completed' },
    }),
  },
  'POST /api/orders/:orderId/cancel': {
    request: ({ owner }) => ({ url: `/api/orders/${owner.orderToCancel}/cancel` }),
  },
  'PUT /api/orders/:orderId/status': {
    request: ({ owner }) => ({
      url: `/api/orders/${owner.paidOrder}/status`,
      payload: { status: 'processing' },
    }),
  },
  'GET /api/payments/qris': { public: true, request: () => ({ url: '/api/payments/qris' }) },
  'GET /api/payments/qris/image': {
    public: true,
    request: () => ({ url: '/api/payments/qris/image' }),
  },
  'GET /api/health': { public: true, request: () => ({ url: '/api/health' }) },
  'GET /api/restaurant': { public: true, request: () => ({ url: '/api/restaurant' }) },
  'GET /api/restaurant/slots': {
    public: true,
    request: () => ({ url: '/api/restaurant/slots?date=2026-06-11&food_ids=1,21' }),
  },
  'GET /api/setup': { public: true, request: () => ({ url: '/api/setup' }) },
  'POST /api/setup': {
    public: true,
    // A wrong code: whoever sends it, no account is made.
    request: () => ({
      url: '/api/setup',
      payload: {
        code: 'SALAH-KODE',
        name: 'Bukan Pemilik',
        alamat: 'Jl. Lain 1',
        telephone: '081200002222',
        email: `setup.${randomUUID()}@contoh.id`,
        password: 'rahasia-123',
        password_confirmation: 'rahasia-123',
      },
    }),
  },
  'GET /api/invites/:token': {
    public: true,
    request: () => ({ url: `/api/invites/${'x'.repeat(43)}` }),
  },
  'POST /api/invites/:token/accept': {
    public: true,
    request: () => ({
      url: `/api/invites/${'x'.repeat(43)}/accept`,
      payload: {
        name: 'Bukan Undangan',
        alamat: 'Jl. Lain 2',
        telephone: '081200003333',
        password: 'rahasia-123',
        password_confirmation: 'rahasia-123',
      },
    }),
  },
};

export const methodOf = (endpoint: string) =>
  endpoint.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { cartItems, categories, foods, orders } from '../../src/db/schema/index';
import { bearer, registerAndLogin, signToken } from '../accounts';
import { TEST_JWT_SECRET, type TestContext } from '../helper';
import { addToCart, call, orderDirect, pay } from '../shop';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** What the other customer typed: none of it may ever reach the fuzzing customer. */
export const OTHER_CUSTOMER = {
  name: 'Bambang Wicaksono Rahasia',
  alamat: 'Jl. Tersembunyi Nomor 77, Bantul',
  telephone: '0899-7766-5544',
  delivery: { name: 'Bambang Penerima', address: 'Gang Kenari Rahasia 9', phone: '089988776655' },
};

export type IdKind = 'food' | 'category' | 'cartLine' | 'order';

export interface Fixtures {
  customer: { id: number };
  other: { id: number; secrets: string[] };
  /** At arrangement: the ids the customer may use (own or public), and the other customer's. */
  ids: Record<IdKind, { own: number[]; other: number[] }>;
  /** The ids the customer may use now: the fuzzing itself adds and removes cart lines and orders. */
  openIds(kind: IdKind): Promise<number[]>;
  /** Authorization headers that name no usable session. */
  forgedAuthorizations: string[];
  /** A token expired an hour ago: refused everywhere but /auth/refresh, which exchanges it. */
  expiredAuthorization: string;
  /** A new session of the customer, so logging out or refreshing in one case spoils no other. */
  freshToken(): Promise<string>;
}

/**
 * A customer with a cart and orders in every payment state, and another customer with the
 * same, whose data the first must never see.
 */
export async function arrangeFixtures({ app, db }: TestContext): Promise<Fixtures> {
  const customer = await registerAndLogin(app);
  const other = await registerAndLogin(app, {
    name: OTHER_CUSTOMER.name,
    alamat: OTHER_CUSTOMER.alamat,
    telephone: OTHER_CUSTOMER.telephone,
  });

  const ownLines = [
    await addToCart(app, customer.token, 3, 2),
    await addToCart(app, customer.token, 5, 1),
  ];
  const otherLine = await addToCart(app, other.token, 4, 1);
  const unpaid = await orderDirect(app, customer.token, 3, 1);
  const paid = await orderDirect(app, customer.token, 6, 2);
  await pay(app, customer.token, paid.id);
  const otherOrder = await call(app, 'POST', '/api/orders/direct', {
    token: other.token,
    payload: { ...OTHER_CUSTOMER.delivery, food_id: 7, quantity: 1 },
  });
  const otherOrderId = otherOrder.json().data.id as number;
  await pay(app, other.token, otherOrderId);

  const loggedOut = await signFor(customer.user.id);
  const openIds = async (kind: IdKind) => {
    const query = {
      food: () => db.select({ id: foods.id }).from(foods),
      category: () => db.select({ id: categories.id }).from(categories),
      cartLine: () =>
        db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(eq(cartItems.userId, customer.user.id)),
      order: () =>
        db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id)),
    }[kind];
    return (await query()).map((row) => row.id);
  };
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut) });

  return {
    customer: { id: customer.user.id },
    other: {
      id: other.user.id,
      secrets: [
        other.body.email,
        OTHER_CUSTOMER.name,
        OTHER_CUSTOMER.alamat,
        '6289977665544',
        OTHER_CUSTOMER.delivery.name,
        OTHER_CUSTOMER.delivery.address,
        '6289988776655',
      ],
    },
    ids: {
      food: { own: await openIds('food'), other: [] },
      category: { own: await openIds('category'), other: [] },
      cartLine: { own: ownLines.map((line) => line.id), other: [otherLine.id] },
      order: { own: [unpaid.id, paid.id], other: [otherOrderId] },
    },
    openIds,
    forgedAuthorizations: await forgedAuthorizations(
      customer.user.id,
      other.user.id,
      customer.token,
      loggedOut,
    ),
    expiredAuthorization: `Bearer ${await signFor(customer.user.id, new Date(Date.now() - 2 * HOUR))}`,
    freshToken: () => signFor(customer.user.id),
  };
}

function signFor(userId: number, issuedAt = new Date()) {
  return signToken({ userId, issuedAt, expiresAt: new Date(issuedAt.getTime() + HOUR) });
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Well-formed but unusable: unsigned, foreign, tampered, expired, revoked, odd claims. */
async function forgedAuthorizations(
  userId: number,
  otherId: number,
  token: string,
  loggedOut: string,
): Promise<string[]> {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
  const now = Math.floor(Date.now() / 1000);
  const ours = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const tokens = [
    `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ sub: String(userId), jti: 'x', iat: now, exp: now + 3600 })}.`,
    `${header}.${segment({ ...claims, sub: String(otherId) })}.${signature}`,
    `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    `${header}.${payload}.`,
    await signToken({
      userId,
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + HOUR),
      secret: 'another-secret-that-is-long-enough-0123456789',
    }),
    await signToken({
      userId,
      issuedAt: new Date(Date.now() - 15 * DAY),
      expiresAt: new Date(Date.now() - 14 * DAY),
    }),
    await ours({ sub: 'abc', jti: randomUUID(), iat: now, exp: now + 3600 }),
    await ours({ sub: '0', jti: randomUUID(), iat: now, exp: now + 3600 }),
    await ours({ sub: '99999999999', jti: randomUUID(), iat: now, exp: now + 3600 }),
    await ours({ sub: '424242', jti: randomUUID(), iat: now, exp: now + 3600 }),
    await ours({ sub: String(userId), jti: 'j'.repeat(1000), iat: now, exp: now + 3600 }),
    await ours({ sub: String(userId), iat: now, exp: now + 3600 }),
    await ours({ sub: userId, jti: randomUUID(), iat: now, exp: now + 3600 }),
    loggedOut,
  ];
  return [
    ...tokens.map((forged) => `Bearer ${forged}`),
    'Bearer ',
    'Bearer',
    'Basic dXNlcjpwYXNz',
    'Basic x',
    'Token abc',
    `Bearer ${token} ${token}`,
    `Bearer ${token}.x`,
    `Bearer ${'a'.repeat(20_000)}.b.c`,
    'Bearer null',
    'Bearer undefined',
    ' ',
  ];
}

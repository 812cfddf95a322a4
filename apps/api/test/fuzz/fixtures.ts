import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  cartItems,
  categories,
  foods,
  invites,
  orders,
  suggestions,
  users,
} from '../../src/db/schema/index';
import {
  bearer,
  decodeQuotedPrintable,
  registerAndLogin,
  registerOwner,
  signToken,
} from '../accounts';
import { TEST_JWT_SECRET, type TestContext } from '../helper';
import { addToCart, call, orderDirect, pay } from '../shop';
import { makeSampleImages, type SampleImages } from './uploads';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** What the other customer typed: none of it may ever reach the fuzzing customer. */
export const OTHER_CUSTOMER = {
  name: 'Bambang Wicaksono Rahasia',
  alamat: 'Jl. Tersembunyi Nomor 77, Bantul',
  telephone: '0899-7766-5544',
  delivery: { name: 'Bambang Penerima', address: 'Gang Kenari Rahasia 9', phone: '089988776655' },
};

/**
 * What an id in a path names. The customer's kinds: dishes on the menu, categories, their
 * own cart lines and orders. The owner's: every order, every dish (archived ones too),
 * every suggestion.
 */
export type IdKind =
  | 'food'
  | 'category'
  | 'cartLine'
  | 'order'
  | 'everyOrder'
  | 'everyFood'
  | 'suggestion'
  | 'pendingInvite'
  | 'teamMember';

/** What a path parameter names: an id, or the token of an emailed invite. */
export type ParamKind = IdKind | 'invite';

export interface Fixtures {
  customer: { id: number };
  owner: { id: number };
  other: { id: number; secrets: string[] };
  /** At arrangement: the ids the caller may use (own or public), and the other customer's. */
  ids: Record<IdKind, { own: number[]; other: number[] }>;
  /** The ids the caller may use now: the fuzzing itself adds, moves and removes rows. */
  openIds(kind: IdKind): Promise<number[]>;
  /** Invite tokens from the emails sent at arrangement, open then. */
  inviteTokens: string[];
  /** What a path parameter may name now: ids, or the invite tokens not yet used. */
  open(kind: ParamKind): Promise<readonly (number | string)[]>;
  /** Authorization headers that name no usable session (the customer's and the owner's). */
  forgedAuthorizations: string[];
  /** Tokens expired an hour ago: refused everywhere but /auth/refresh, which exchanges them. */
  expiredAuthorizations: string[];
  /** A new session of the customer, so logging out or refreshing in one case spoils no other. */
  freshToken(): Promise<string>;
  /** A new session of the owner. */
  freshOwnerToken(): Promise<string>;
  /** Small real pictures, for the photo uploads. */
  images: SampleImages;
}

/**
 * A customer with a cart and orders in every state, another customer with the same, whose
 * data the first must never see, and an owner of the shop who has moved some of those
 * orders on, archived a dish and invited three family members by email.
 */
export async function arrangeFixtures(ctx: TestContext): Promise<Fixtures> {
  const { app, db } = ctx;
  const customer = await registerAndLogin(app);
  const other = await registerAndLogin(app, {
    name: OTHER_CUSTOMER.name,
    alamat: OTHER_CUSTOMER.alamat,
    telephone: OTHER_CUSTOMER.telephone,
  });
  const owner = await registerOwner(app, db);
  // Someone for the owner to remove from the team (the owner never removes themselves).
  await registerOwner(app, db);
  const asOwner = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    expectOk(call(app, method, url, { token: owner.token, payload }));

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

  // More orders for the owner to move and check: paid, in the kitchen, ready, cancelled, verified.
  const moreOrders = [];
  for (const [food, steps] of [
    [3, []],
    [4, ['pay']],
    [5, ['pay', 'processing']],
    [6, ['pay', 'processing', 'ready']],
    [8, ['cancelled']],
    [9, ['pay', 'verified']],
  ] as const) {
    const order = await orderDirect(app, customer.token, food, 1);
    for (const step of steps) {
      if (step === 'pay') await pay(app, customer.token, order.id);
      else if (step === 'verified') {
        await asOwner('PUT', `/api/admin/payments/${order.id}/verification`, {
          verification: 'verified',
        });
      } else {
        await asOwner('PUT', `/api/admin/orders/${order.id}/status`, {
          status: step,
          reason: 'Stok habis',
        });
      }
    }
    moreOrders.push(order.id);
  }
  for (const content of ['Sambalnya kurang pedas.', 'Tolong tambah menu vegetarian.']) {
    await expectOk(
      call(app, 'POST', '/api/suggestions', { token: customer.token, payload: { content } }),
    );
  }
  const [lastFood] = await db.select({ id: foods.id }).from(foods).orderBy(desc(foods.id)).limit(1);
  await asOwner('DELETE', `/api/admin/foods/${lastFood!.id}`);
  const inviteTokens = new Map<number, string>();
  for (let i = 0; i < 3; i += 1) {
    const email = `keluarga.${i}.${randomUUID().slice(0, 8)}@contoh.id`;
    const invite = await asOwner('POST', '/api/admin/invites', { email });
    inviteTokens.set(invite.json().data.id as number, await inviteTokenSentTo(ctx, email));
  }

  const loggedOut = await signFor(customer.user.id);
  const ownerLoggedOut = await signFor(owner.user.id);
  const openIds = async (kind: IdKind) => {
    const query = {
      food: () => db.select({ id: foods.id }).from(foods).where(isNull(foods.archivedAt)),
      category: () => db.select({ id: categories.id }).from(categories),
      cartLine: () =>
        db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(eq(cartItems.userId, customer.user.id)),
      order: () =>
        db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id)),
      everyOrder: () => db.select({ id: orders.id }).from(orders),
      everyFood: () => db.select({ id: foods.id }).from(foods),
      suggestion: () => db.select({ id: suggestions.id }).from(suggestions),
      pendingInvite: () =>
        db.select({ id: invites.id }).from(invites).where(isNull(invites.acceptedAt)),
      teamMember: () =>
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'owner'), ne(users.id, owner.user.id))),
    }[kind];
    return (await query()).map((row) => row.id);
  };
  const openInviteTokens = async () =>
    (
      await db
        .select({ id: invites.id })
        .from(invites)
        .where(and(isNull(invites.acceptedAt), gt(invites.expiresAt, new Date())))
    ).flatMap(({ id }) => inviteTokens.get(id) ?? []);
  for (const token of [loggedOut, ownerLoggedOut]) {
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  }
  const everyone = async (kind: IdKind) => ({ own: await openIds(kind), other: [] });
  const expired = new Date(Date.now() - 2 * HOUR);

  return {
    customer: { id: customer.user.id },
    owner: { id: owner.user.id },
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
      food: await everyone('food'),
      category: await everyone('category'),
      cartLine: { own: ownLines.map((line) => line.id), other: [otherLine.id] },
      order: { own: [unpaid.id, paid.id, ...moreOrders], other: [otherOrderId] },
      everyOrder: await everyone('everyOrder'),
      everyFood: await everyone('everyFood'),
      suggestion: await everyone('suggestion'),
      pendingInvite: await everyone('pendingInvite'),
      teamMember: await everyone('teamMember'),
    },
    openIds,
    inviteTokens: [...inviteTokens.values()],
    open: (kind) => (kind === 'invite' ? openInviteTokens() : openIds(kind)),
    forgedAuthorizations: [
      ...new Set([
        ...(await forgedAuthorizations(customer.user.id, other.user.id, customer.token, loggedOut)),
        ...(await forgedAuthorizations(owner.user.id, other.user.id, owner.token, ownerLoggedOut)),
      ]),
    ],
    expiredAuthorizations: [
      `Bearer ${await signFor(customer.user.id, expired)}`,
      `Bearer ${await signFor(owner.user.id, expired)}`,
    ],
    freshToken: () => signFor(customer.user.id),
    freshOwnerToken: () => signFor(owner.user.id),
    images: await makeSampleImages(),
  };
}

async function expectOk(request: ReturnType<typeof call>) {
  const response = await request;
  if (response.statusCode >= 300) {
    throw new Error(`Arranging the fuzz fixtures: ${response.statusCode} ${response.body}`);
  }
  return response;
}

/** The token in the invite link emailed to `email` (written to the outbox after the response). */
async function inviteTokenSentTo({ config }: TestContext, email: string): Promise<string> {
  const outbox = path.join(config.dataDir, 'outbox');
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const files = await readdir(outbox).catch(() => []);
    for (const file of files) {
      const message = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
      const token = /\/admin\/invite\/([\w-]+)/.exec(message)?.[1];
      if (token && new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'mi').test(message)) {
        return token;
      }
    }
    await sleep(20);
  }
  throw new Error(`No invite email to ${email} in ${outbox}`);
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

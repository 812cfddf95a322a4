import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRows } from '../customer-rows';
import { expectContractError, expectNoSecrets } from '../fuzz/contract';
import { registeredApiRoutes } from '../fuzz/registered-routes';
import { useTestApp } from '../helper';
import { call } from '../shop';
import { isAdminRoute } from './admin-routes';
import {
  arrangeAccess,
  freshToken,
  methodOf,
  ownerRequests,
  type AccessSetup,
  type Customer,
} from './owner-requests';

type Role = 'visitor' | 'other' | 'owner';
const ROLES: Role[] = ['visitor', 'other', 'owner'];

/**
 * The response each role gets for the request aimed at the owner's resources: 401 for a
 * visitor wherever a login is needed, 404 (403 for a suggestion in the owner's name) for
 * another customer, and public endpoints public to all.
 */
const EXPECTED: Record<string, [visitor: number, other: number, owner: number]> = {
  'POST /api/auth/register': [201, 201, 201],
  'POST /api/auth/login': [200, 200, 200],
  'POST /api/auth/forgot-password': [200, 200, 200],
  'POST /api/auth/reset-password': [422, 422, 422],
  'POST /api/auth/refresh': [401, 200, 200],
  'POST /api/auth/me': [401, 200, 200],
  'POST /api/auth/logout': [401, 200, 200],
  'PUT /api/auth/update-profile': [401, 200, 200],
  'GET /api/suggestions': [200, 200, 200],
  'POST /api/suggestions': [401, 403, 201],
  'GET /api/foods': [200, 200, 200],
  'GET /api/foods/:id': [200, 200, 200],
  'GET /api/categories': [200, 200, 200],
  'GET /api/categories/:id/foods': [200, 200, 200],
  'GET /api/cart': [401, 200, 200],
  'POST /api/cart': [401, 200, 200],
  'PUT /api/cart/:id': [401, 404, 200],
  'DELETE /api/cart/:id': [401, 404, 200],
  'GET /api/orders': [401, 200, 200],
  'GET /api/orders/:orderId': [401, 404, 200],
  'GET /api/orders/:orderId/qris': [401, 404, 200],
  'POST /api/orders/direct': [401, 201, 201],
  'POST /api/orders/cart': [401, 201, 201],
  'POST /api/payments/:orderId': [401, 404, 200],
  'PUT /api/orders/:orderId/status': [401, 404, 200],
  'POST /api/orders/:orderId/cancel': [401, 404, 200],
  'GET /api/payments/qris': [200, 200, 200],
  'GET /api/payments/qris/image': [200, 200, 200],
  'GET /api/health': [200, 200, 200],
  'GET /api/restaurant': [200, 200, 200],
  'GET /api/restaurant/slots': [200, 200, 200],
  'GET /api/setup': [200, 200, 200],
  'POST /api/setup': [403, 403, 403],
  'GET /api/invites/:token': [404, 404, 404],
  'POST /api/invites/:token/accept': [404, 404, 404],
};

const endpoints = Object.keys(EXPECTED);
/** Visitors first, then the other customer, then the owner: nobody else may touch the owner's data. */
const cells = ROLES.flatMap((role) => endpoints.map((endpoint) => [role, endpoint] as const));

describe('who may call what: every endpoint as a visitor, another customer and the owner', () => {
  const ctx = useTestApp();
  let setup: AccessSetup;
  const statuses = new Map<string, Partial<Record<Role, number>>>();

  beforeAll(async () => {
    setup = await arrangeAccess(ctx);
  });
  afterAll(() => {
    console.log(
      `Authorization matrix: ${endpoints.length} endpoints × ${ROLES.length} roles = ${cells.length} cells`,
    );
    console.table(Object.fromEntries(statuses));
  });

  it('covers every route the app registers outside /api/admin, each with a request', () => {
    // The family's routes have a matrix of their own (owner-only.test.ts).
    const outsideAdmin = registeredApiRoutes(ctx.app).filter((route) => !isAdminRoute(route));
    expect([...endpoints].sort()).toEqual(outsideAdmin);
    expect(Object.keys(ownerRequests).sort()).toEqual([...endpoints].sort());
  });

  it.each(cells)('%s: %s', async (role, endpoint) => {
    const caller = role === 'visitor' ? undefined : setup[role];
    const { url, payload } = ownerRequests[endpoint]!.request(setup, caller ?? setup.other);
    const ownerBefore = await customerRows(ctx.db, setup.owner.id);

    const response = await call(ctx.app, methodOf(endpoint), url, {
      token: caller && (await tokenFor(endpoint, caller)),
      payload,
    });

    statuses.set(endpoint, { ...statuses.get(endpoint), [role]: response.statusCode });
    const expected = EXPECTED[endpoint]![ROLES.indexOf(role)]!;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
    if (expected >= 400) expectContractError(response);
    if (role === 'owner') return expectOwnData(endpoint, response.body, setup);
    if (endpoint !== 'POST /api/auth/login') expectNoSecrets(response.body, setup.owner.secrets);
    expectNotTheOwners(endpoint, response.body, setup);
    // Public account endpoints act on an email, whoever sends it (a reset code is counted).
    if (!ownerRequests[endpoint]!.public) {
      expect(await customerRows(ctx.db, setup.owner.id)).toEqual(ownerBefore);
    }
  });
});

/** Logout and refresh end the session they are sent with: they get one of their own. */
function tokenFor(endpoint: string, caller: Customer) {
  return endpoint === 'POST /api/auth/logout' || endpoint === 'POST /api/auth/refresh'
    ? freshToken(caller.id)
    : caller.token;
}

/** What another customer or a visitor gets back names none of the owner's rows. */
function expectNotTheOwners(endpoint: string, body: string, { owner, other }: AccessSetup) {
  const json = parse(body);
  switch (endpoint) {
    case 'POST /api/auth/refresh':
      if (json.access_token) expect(decodeJwt(json.access_token).sub).toBe(String(other.id));
      break;
    case 'POST /api/auth/me':
      if (json.id) expect(json.id).toBe(other.id);
      break;
    case 'GET /api/cart':
    case 'POST /api/cart':
      for (const line of [json.data ?? []].flat()) {
        expect([owner.lineToUpdate, owner.lineToDelete]).not.toContain(line.id);
      }
      break;
    case 'GET /api/orders':
    case 'POST /api/orders/direct':
    case 'POST /api/orders/cart':
      for (const order of [json.data ?? []].flat()) {
        expect([owner.unpaidOrder, owner.orderToCancel, owner.paidOrder]).not.toContain(order.id);
        expect(owner.payments).not.toContain(order.payment.id);
      }
      break;
  }
}

/** The owner's own responses do show the owner's rows: the checks above are not vacuous. */
function expectOwnData(endpoint: string, body: string, { owner }: AccessSetup) {
  const json = parse(body);
  if (endpoint === 'GET /api/cart') {
    expect(json.data.map((line: { id: number }) => line.id)).toContain(owner.lineToUpdate);
  }
  if (endpoint === 'GET /api/orders') {
    const ids = json.data.map((order: { id: number }) => order.id);
    expect(ids).toEqual(expect.arrayContaining([owner.unpaidOrder, owner.paidOrder]));
  }
  if (endpoint === 'POST /api/auth/me') expect(json.id).toBe(owner.id);
}

function parse(body: string) {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

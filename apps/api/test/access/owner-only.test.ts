import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../accounts';
import { expectContractError } from '../fuzz/contract';
import { snapshotDatabase } from '../fuzz/db-snapshot';
import { registeredApiRoutes } from '../fuzz/registered-routes';
import { useTestApp } from '../helper';
import { call } from '../shop';
import { isAdminRoute, urlOf } from './admin-routes';
import { methodOf } from './owner-requests';

/**
 * Every route under /api/admin, read from the app itself (a new one is covered the moment
 * it is registered): a visitor gets 401 and a customer 403, before the body is read and
 * before anything is written. That owners get their responses is shown by each feature's tests.
 */
describe("the family's routes refuse everyone but an owner", () => {
  const ctx = useTestApp();
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;
  let routes: string[];

  beforeAll(async () => {
    customer = await registerAndLogin(ctx.app);
    routes = registeredApiRoutes(ctx.app).filter(isAdminRoute);
  });

  it('finds the admin routes', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'PUT /api/admin/orders/:id/status',
        'GET /api/admin/events',
        'POST /api/admin/foods/:id/image',
        'PUT /api/admin/restaurant',
      ]),
    );
  });

  it('responds with 401 to a visitor and 403 to a customer on every one of them', async () => {
    const statuses: Record<string, [number, number]> = {};
    for (const route of routes) {
      const before = await snapshotDatabase(ctx.db);
      // A body the route would accept from an owner is not needed: the check comes first.
      const payload = methodOf(route) === 'GET' ? undefined : {};
      const visitor = await call(ctx.app, methodOf(route), urlOf(route), { payload });
      const refused = await call(ctx.app, methodOf(route), urlOf(route), {
        token: customer.token,
        payload,
      });
      statuses[route] = [visitor.statusCode, refused.statusCode];

      expectContractError(visitor);
      expectContractError(refused);
      expect(refused.json().message).toBe('Halaman ini hanya untuk pemilik toko.');
      expect(await snapshotDatabase(ctx.db)).toEqual(before);
    }
    console.log(`Owner-only routes: ${routes.length} × (visitor, customer)`);
    console.table(statuses);
    expect(Object.values(statuses).every(([v, c]) => v === 401 && c === 403)).toBe(true);
  });
});

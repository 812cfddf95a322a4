import type { AddressInfo } from 'node:net';
import { setupMessages, teamResponseSchema } from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectingMailer,
  login,
  me,
  registerAndLogin,
  registerOwner,
  SESSION_ENDED,
} from './accounts';
import { openEventStream } from './event-stream-client';
import { useTestApp, type TestContext } from './helper';
import { call, orderDirect } from './shop';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const team = async (ctx: TestContext, owner: Owner) => {
  const response = await call(ctx.app, 'GET', '/api/admin/team', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return teamResponseSchema.strict().parse(response.json()).data;
};
const removeFromTeam = (ctx: TestContext, by: Owner, id: number) =>
  call(ctx.app, 'DELETE', `/api/admin/team/${id}`, { token: by.token });

describe('taking back an invite: DELETE /api/admin/invites/{id}', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp({}, { mailer });
  let owner: Owner;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  it("responds with 200, and the invite's link then responds with 404 and cannot be accepted", async () => {
    const email = 'adik@dapur.example';
    const sent = await call(ctx.app, 'POST', '/api/admin/invites', {
      token: owner.token,
      payload: { email },
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.background.drain();
    const link = /\/admin\/invite\/([\w-]+)/.exec(
      mailer.sent.findLast((m) => m.to === email)!.text,
    )!;
    const inviteId = sent.json().data.id as number;
    expect((await call(ctx.app, 'GET', `/api/invites/${link[1]}`)).statusCode).toBe(200);

    const cancelled = await call(ctx.app, 'DELETE', `/api/admin/invites/${inviteId}`, {
      token: owner.token,
    });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'success' });
    const gone = { status: 'error', message: setupMessages.inviteInvalid };
    const opened = await call(ctx.app, 'GET', `/api/invites/${link[1]}`);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual(gone);
    const accepted = await call(ctx.app, 'POST', `/api/invites/${link[1]}/accept`, {
      payload: {
        name: 'Adik',
        alamat: 'Jl. Kaliurang 5',
        telephone: '081234567890',
        password: 'rahasia-456',
        password_confirmation: 'rahasia-456',
      },
    });
    expect(accepted.statusCode).toBe(404);
    expect((await team(ctx, owner)).invites.map((invite) => invite.email)).not.toContain(email);
  });

  it('responds with 404 for an invite that is gone, and with 401 and 403 to others', async () => {
    const customer = await registerAndLogin(ctx.app);
    // Past PostgreSQL's integer too: no row can have that id (the fuzz suite found a 500).
    for (const id of ['999999', '2147483648']) {
      const unknown = await call(ctx.app, 'DELETE', `/api/admin/invites/${id}`, {
        token: owner.token,
      });
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json()).toEqual({ status: 'error', message: setupMessages.inviteNotFound });
    }
    expect((await call(ctx.app, 'DELETE', '/api/admin/invites/1')).statusCode).toBe(401);
    const refused = await call(ctx.app, 'DELETE', '/api/admin/invites/1', {
      token: customer.token,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('removing an owner from the team: DELETE /api/admin/team/{id}', () => {
  const ctx = useTestApp({ streamTokenRecheckMs: 200 });
  let base: string;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  it('removing the only owner responds with 409 in Indonesian, and they stay an owner', async () => {
    const only = await registerOwner(ctx.app, ctx.db);

    const refused = await removeFromTeam(ctx, only, only.user.id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 'error', message: setupMessages.lastOwner });
    expect((await team(ctx, only)).owners.map((owner) => owner.id)).toEqual([only.user.id]);
  });

  it('responds with 200: the person becomes a customer, every token they hold ends, and their open order stream closes within seconds', async () => {
    const [first] = (await team(ctx, await registerOwner(ctx.app, ctx.db))).owners;
    const remover = await registerOwner(ctx.app, ctx.db);
    const removed = await registerOwner(ctx.app, ctx.db);
    const secondSession = await login(ctx.app, removed.body.email);
    const board = await openEventStream(`${base}/api/admin/events`, removed.token);
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 4, 1);
    await board.next('order.created', order.id);

    try {
      const response = await removeFromTeam(ctx, remover, removed.user.id);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'success' });
      await board.whenEnded(3_000);
      for (const token of [removed.token, secondSession]) {
        const refused = await me(ctx.app, token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual(SESSION_ENDED);
      }
      // The account stays: they sign in again, as a customer.
      const again = await login(ctx.app, removed.body.email);
      expect((await me(ctx.app, again)).json()).toMatchObject({
        id: removed.user.id,
        role: 'customer',
      });
      expect((await call(ctx.app, 'GET', '/api/admin/team', { token: again })).statusCode).toBe(
        403,
      );
      const owners = (await team(ctx, remover)).owners.map((owner) => owner.id);
      expect(owners).not.toContain(removed.user.id);
      expect(owners).toContain(first!.id);
    } finally {
      await board.close();
    }
  });

  it('an owner cannot remove themselves (409); a customer or an unknown id is a 404', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);

    const self = await removeFromTeam(ctx, owner, owner.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ status: 'error', message: setupMessages.removeSelf });
    for (const id of [customer.user.id, 999_999]) {
      const missing = await removeFromTeam(ctx, owner, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: 'error', message: setupMessages.ownerNotFound });
    }
  });
});

describe('two owners removing each other at once', () => {
  const ctx = useTestApp();

  it('leaves one owner: one removal responds with 200, the other is refused', async () => {
    const a = await registerOwner(ctx.app, ctx.db);
    const b = await registerOwner(ctx.app, ctx.db);

    const responses = await Promise.all([
      removeFromTeam(ctx, a, b.user.id),
      removeFromTeam(ctx, b, a.user.id),
    ]);

    // The loser is the last owner by the time its removal runs (409), or, when the winner's
    // removal landed before its token was checked, its session has ended already (401).
    const statuses = responses.map((response) => response.statusCode).sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const winner = responses[0]!.statusCode === 200 ? a : b;
    expect((await team(ctx, winner)).owners.map((owner) => owner.id)).toEqual([winner.user.id]);
  });
});

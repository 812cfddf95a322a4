import type { AddressInfo } from 'node:net';
import { adminOrderSchema } from '@dapur/shared';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { openEventStream as openServerStream } from '../src/lib/event-stream';
import { registerAndLogin, registerOwner, signToken } from './accounts';
import { openEventStream } from './event-stream-client';
import { useSecondInstance, useTestApp } from './helper';
import { call, orderDirect, pay } from './shop';

async function listen(app: App | ReturnType<typeof Fastify>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('the live order stream, GET /api/admin/events', () => {
  const ctx = useTestApp();
  let base: string;

  beforeAll(async () => {
    base = await listen(ctx.app);
  });

  it('is for owners only: 401 for a visitor, 403 for a customer', async () => {
    const customer = await registerAndLogin(ctx.app);

    const visitor = await call(ctx.app, 'GET', '/api/admin/events');
    const refused = await call(ctx.app, 'GET', '/api/admin/events', { token: customer.token });

    expect(visitor.statusCode).toBe(401);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'Halaman ini hanya untuk pemilik toko.',
    });
  });

  it("tells an owner's board of every change to an order, with the order as it now stands", async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    const board = await openEventStream(`${base}/api/admin/events`, owner.token);
    try {
      expect(board.response.status).toBe(200);
      expect(board.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(board.response.headers.get('cache-control')).toBe('no-store');
      expect(board.response.headers.get('x-content-type-options')).toBe('nosniff');

      const order = await orderDirect(ctx.app, customer.token, 4, 2);
      const created = await board.next('order.created', order.id);
      expect(adminOrderSchema.strict().parse(JSON.parse(created.data))).toMatchObject({
        ...order,
        customer: { id: customer.user.id, name: customer.user.name },
      });

      await pay(ctx.app, customer.token, order.id);
      const paid = JSON.parse((await board.next('payment.updated', order.id)).data);
      expect(paid.payment).toMatchObject({ status: 'completed', verification: 'unverified' });

      await call(ctx.app, 'PUT', `/api/admin/payments/${order.id}/verification`, {
        token: owner.token,
        payload: { verification: 'verified' },
      });
      await call(ctx.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
        token: owner.token,
        payload: { status: 'processing' },
      });
      const moved = await board.next('order.updated', order.id);
      expect(JSON.parse(moved.data)).toMatchObject({
        status: 'processing',
        payment: { verification: 'verified' },
      });

      const ids = board.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      expect(board.comments[0]).toBe('tersambung');
    } finally {
      await board.close();
    }
  });

  it('is never compressed, so each event reaches a browser that reads brotli at once', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    const board = await openEventStream(`${base}/api/admin/events`, owner.token, {
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(board.response.headers.get('content-encoding')).toBeNull();
      const order = await orderDirect(ctx.app, customer.token, 4, 1);
      await board.next('order.created', order.id);
    } finally {
      await board.close();
    }
  });

  it('sends nothing for a change that was refused', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 4, 1);
    const board = await openEventStream(`${base}/api/admin/events`, owner.token);
    try {
      const refused = await call(ctx.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
        token: owner.token,
        payload: { status: 'completed' },
      });
      expect(refused.statusCode).toBe(409);
      // A change that did happen afterwards arrives, and is the only one.
      await call(ctx.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
        token: owner.token,
        payload: { status: 'cancelled', reason: 'Menu habis' },
      });
      await board.next('order.updated', order.id);
      expect(board.events.map((event) => event.event)).toEqual(['order.updated']);
    } finally {
      await board.close();
    }
  });

  it("ends when the owner's token runs out, so a board reconnects with a fresh one", async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const now = Date.now();
    const shortLived = await signToken({
      userId: owner.user.id,
      issuedAt: new Date(now - 60_000),
      expiresAt: new Date(now + 1_500),
    });
    const board = await openEventStream(`${base}/api/admin/events`, shortLived);

    expect(board.response.status).toBe(200);
    await board.whenEnded(5_000);
  });

  describe('with a second instance of the server on the same database', () => {
    const second = useSecondInstance(ctx);
    let secondBase: string;

    beforeAll(async () => {
      secondBase = await listen(second.app);
    });

    it('a change made through one instance reaches a board connected to the other', async () => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const customer = await registerAndLogin(ctx.app);
      const board = await openEventStream(`${secondBase}/api/admin/events`, owner.token);
      try {
        const order = await orderDirect(ctx.app, customer.token, 7, 1);
        const created = await board.next('order.created', order.id);
        expect(JSON.parse(created.data)).toMatchObject({ id: order.id, status: 'pending' });

        await call(second.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
          token: owner.token,
          payload: { status: 'processing' },
        });
        // Each event carries the order as it stands when the instance reads it: the next
        // change waits, or a slow machine could show both as ready.
        const processing = await board.next('order.updated', order.id);
        expect(JSON.parse(processing.data)).toMatchObject({ status: 'processing' });
        const local = await openEventStream(`${base}/api/admin/events`, owner.token);
        try {
          await call(ctx.app, 'PUT', `/api/admin/orders/${order.id}/status`, {
            token: owner.token,
            payload: { status: 'ready' },
          });
          await local.next('order.updated', order.id);
        } finally {
          await local.close();
        }
        const updates = () =>
          board.events
            .filter((event) => event.event === 'order.updated')
            .map((event) => JSON.parse(event.data).status);
        await expect.poll(updates).toEqual(['processing', 'ready']);
      } finally {
        await board.close();
      }
    });
  });
});

describe('an event stream', () => {
  it('sends a comment line every heartbeat and ends at the time it was given', async () => {
    const app = Fastify();
    app.get('/stream', async (request, reply) => {
      openServerStream(request, reply, {
        closeAt: new Date(Date.now() + 400),
        heartbeatMs: 100,
      });
    });
    const base = await listen(app);
    try {
      const stream = await openEventStream(`${base}/stream`, 'unused');
      await stream.whenEnded(3_000);

      expect(stream.comments[0]).toBe('tersambung');
      expect(stream.comments.filter((comment) => comment === 'ping').length).toBeGreaterThanOrEqual(
        2,
      );
    } finally {
      await app.close();
    }
  });
});

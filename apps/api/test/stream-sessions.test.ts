import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswords } from '../src/lib/passwords';
import { createOwnerPasswordService } from '../src/modules/owners/owner-password.service';
import { createOwnersRepository } from '../src/modules/owners/owners.repository';
import { codeIn, collectingMailer, registerAndLogin, registerOwner } from './accounts';
import { openEventStream } from './event-stream-client';
import { TEST_PASSWORD_HASHING, useTestApp } from './helper';
import { call, orderDirect } from './shop';

/** How often the test app's streams ask again; the shop's is a few seconds. */
const RECHECK_MS = 200;

describe("an owner's order stream ends within seconds of their session ending", () => {
  const mailer = collectingMailer();
  const ctx = useTestApp({ streamTokenRecheckMs: RECHECK_MS }, { mailer });
  let base: string;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** An open board that has heard an order, so it was live before the session ended. */
  async function liveBoard(token: string) {
    const board = await openEventStream(`${base}/api/admin/events`, token);
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 4, 1);
    await board.next('order.created', order.id);
    return { board, customer };
  }

  it('stays open while the session stands', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const { board } = await liveBoard(owner.token);
    try {
      await sleep(RECHECK_MS * 4);
      expect(board.ended).toBe(false);
    } finally {
      await board.close();
    }
  });

  it('after logout, and hears no order placed afterwards', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const { board, customer } = await liveBoard(owner.token);
    try {
      const out = await call(ctx.app, 'POST', '/api/auth/logout', { token: owner.token });
      expect(out.statusCode).toBe(200);
      await board.whenEnded(3_000);
      const heard = board.events.length;
      await orderDirect(ctx.app, customer.token, 4, 1);
      await sleep(200);
      expect(board.events.length).toBe(heard);
    } finally {
      await board.close();
    }
  });

  it('after a password reset with an emailed code', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const { board } = await liveBoard(owner.token);
    try {
      const before = mailer.sent.length;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: owner.body.email },
      });
      // New orders are emailed to the owners too: the reset email is the one with a code.
      const code = await vi.waitFor(() => {
        const found = mailer.sent.slice(before).find((message) => codeIn(message.text));
        expect(found).toBeDefined();
        return codeIn(found!.text)!;
      });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          email: owner.body.email,
          token: code,
          password: 'password-baru-456',
          password_confirmation: 'password-baru-456',
        },
      });
      expect(reset.statusCode).toBe(200);
      await board.whenEnded(3_000);
    } finally {
      await board.close();
    }
  });

  it('after `npm run owner -- reset-password`', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const { board } = await liveBoard(owner.token);
    try {
      // What the command runs, on the same database.
      const command = createOwnerPasswordService(
        createOwnersRepository(ctx.db),
        createPasswords(TEST_PASSWORD_HASHING),
      );
      await command.reset(owner.body.email);
      await board.whenEnded(3_000);
    } finally {
      await board.close();
    }
  });
});

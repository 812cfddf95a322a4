import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { collectingMailer, registerAndLogin, registerOwner } from './accounts';
import { useSecondInstance, useTestApp } from './helper';
import { call, DELIVERY } from './shop';

const INTERVAL_MS = 1_500;

describe("the owners' emails about new orders, at most one a minute", () => {
  const mailbox = collectingMailer();
  const secondMailbox = collectingMailer();
  const ctx = useTestApp(
    { publicUrl: 'https://dapur.example', orderEmailIntervalMs: INTERVAL_MS },
    { mailer: mailbox },
  );
  // Another instance on the same database, with its own mail connection.
  const second = useSecondInstance(ctx, { clock: ctx.clock, mailer: secondMailbox });

  const newOrderMails = () =>
    [...mailbox.sent, ...secondMailbox.sent].filter((mail) => /pesanan baru/i.test(mail.subject));
  const settle = async () => {
    await ctx.app.background.drain();
    await second.app.background.drain();
  };

  it('sends the first order at once, then one email per owner listing the rest, from whichever instance', async () => {
    const owners = [await registerOwner(ctx.app, ctx.db), await registerOwner(ctx.app, ctx.db)];
    const customer = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await sleep(INTERVAL_MS);
    await settle();
    mailbox.sent.length = 0;
    secondMailbox.sent.length = 0;
    const place = (app: App, token: string) =>
      call(app, 'POST', '/api/orders/direct', {
        token,
        payload: { ...DELIVERY, food_id: 1, quantity: 99 },
      });

    const first = await place(ctx.app, customer.token);
    await settle();
    const rest = await Promise.all([
      place(ctx.app, customer.token),
      place(second.app, customer.token),
      place(second.app, other.token),
      place(ctx.app, other.token),
    ]);
    expect(rest.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    await settle();

    const ownerEmails = owners.map((owner) => owner.user.email).sort();
    const firstId = first.json().data.id;
    expect(
      newOrderMails()
        .map((mail) => [mail.to, mail.subject])
        .sort(),
    ).toEqual(
      ownerEmails.map((to) => [
        to,
        expect.stringMatching(new RegExp(`^Pesanan baru #${firstId}:`)),
      ]),
    );

    // The minute (here INTERVAL_MS) over: one more email each, naming the four others.
    await sleep(INTERVAL_MS + 300);
    await settle();
    const mails = newOrderMails();
    expect(mails).toHaveLength(4);
    const ids = rest.map((response) => response.json().data.id as number).sort((a, b) => a - b);
    const grouped = mails.filter((mail) => mail.subject.startsWith('4 pesanan baru'));
    expect(grouped.map((mail) => mail.to).sort()).toEqual(ownerEmails);
    for (const mail of grouped) {
      expect(mail.subject).toBe(`4 pesanan baru: ${ids.map((id) => `#${id}`).join(', ')}`);
      for (const id of ids) {
        expect(mail.text).toContain(`Pesanan #${id} masuk`);
        expect(mail.text).toContain(`https://dapur.example/admin/orders/${id}`);
      }
    }

    // Nothing left over: no further email later.
    await sleep(INTERVAL_MS + 300);
    await settle();
    expect(newOrderMails()).toHaveLength(4);
  });
});

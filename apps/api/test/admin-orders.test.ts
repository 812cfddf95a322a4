import {
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  orderDetailResponseSchema,
  orderStatuses,
  ORDER_MOVES,
  paymentResponseSchema,
  type OrderStatus,
} from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index';
import { collectingMailer, registerAndLogin, registerOwner } from './accounts';
import { useTestApp, MANY_UNPAID_ORDERS } from './helper';
import { call, DELIVERY, NORMALISED_PHONE, orderDirect, pay, paymentRow } from './shop';

const mailer = collectingMailer();

/** Every pair of statuses the contract does not list as a move: each must be refused. */
const ILLEGAL_MOVES = orderStatuses.flatMap((from) =>
  orderStatuses
    .filter((to) => !ORDER_MOVES[from].includes(to))
    .map((to) => [from, to] as [OrderStatus, OrderStatus]),
);
const LEGAL_MOVES = orderStatuses.flatMap((from) =>
  ORDER_MOVES[from].map((to) => [from, to] as [OrderStatus, OrderStatus]),
);

describe("the family's orders", () => {
  const ctx = useTestApp({ publicUrl: 'https://dapur.example', ...MANY_UNPAID_ORDERS }, { mailer });
  // One owner and one customer for the file: passwords are slow to hash on purpose.
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  /** A pickup order for `at`, placed through the API. */
  async function scheduled(at: string) {
    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: { ...DELIVERY, fulfilment: 'pickup', scheduled_for: at, food_id: 2, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number };
  }

  async function placeOrder(foodId = 1, quantity = 2) {
    const order = await orderDirect(ctx.app, customer.token, foodId, quantity);
    return { customer, order };
  }

  const move = (token: string, orderId: number, payload: object) =>
    call(ctx.app, 'PUT', `/api/admin/orders/${orderId}/status`, { token, payload });
  const check = (token: string, orderId: number, verification: string) =>
    call(ctx.app, 'PUT', `/api/admin/payments/${orderId}/verification`, {
      token,
      payload: { verification },
    });

  it('lists orders newest first, with who ordered, as the board shows them', async () => {
    const first = await placeOrder(1, 1);
    const other = await registerAndLogin(ctx.app);
    const second = await orderDirect(ctx.app, other.token, 5, 3);

    const response = await call(ctx.app, 'GET', '/api/admin/orders', { token: owner.token });

    expect(response.statusCode).toBe(200);
    const body = adminOrderListResponseSchema.strict().parse(response.json());
    const ids = body.data.map((order) => order.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.order.id));
    const listed = body.data.find((order) => order.id === second.id)!;
    expect(listed).toMatchObject({
      ...second,
      phone: NORMALISED_PHONE,
      customer: {
        id: other.user.id,
        name: other.user.name,
        telephone: other.user.telephone,
        email: other.user.email,
      },
    });
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: body.data.length });
  });

  it('filters by status and by days in Asia/Jakarta, not UTC', async () => {
    const { order } = await placeOrder();
    // 17:30 UTC on the 9th is 00:30 on the 10th in Jakarta.
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-09T17:30:00Z') })
      .where(eq(orders.id, order.id));
    const list = async (query: string) => {
      const response = await call(ctx.app, 'GET', `/api/admin/orders?${query}`, {
        token: owner.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminOrderListResponseSchema.parse(response.json()).data.map((row) => row.id);
    };

    expect(await list('from=2026-03-10&to=2026-03-10')).toEqual([order.id]);
    expect(await list('from=2026-03-09&to=2026-03-09')).toEqual([]);
    expect(await list('from=2026-03-10&to=2026-03-10&status=pending')).toEqual([order.id]);
    expect(await list('from=2026-03-10&to=2026-03-10&status=processing')).toEqual([]);
    expect(await list('to=2026-03-10')).toContain(order.id);
  });

  it("sorts a day's orders by when they are due for the kitchen, with sort=due", async () => {
    // Placed now (real time) for Thursday 11 June, and one placed on Thursday for as soon as possible.
    const noon = await scheduled('2026-06-11T12:00:00+07:00');
    const morning = await scheduled('2026-06-11T08:00:00+07:00');
    const { order: asap } = await placeOrder();
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-06-11T09:15:00+07:00') })
      .where(eq(orders.id, asap.id));
    const list = async (query: string) =>
      adminOrderListResponseSchema
        .parse(
          (await call(ctx.app, 'GET', `/api/admin/orders?${query}`, { token: owner.token })).json(),
        )
        .data.map((row) => row.id);

    expect(await list('sort=due&from=2026-06-11&to=2026-06-11')).toEqual([
      morning.id,
      asap.id,
      noon.id,
    ]);
    // Without sort=due the days are when the orders were placed, newest first.
    expect(await list('from=2026-06-11&to=2026-06-11')).toEqual([asap.id]);
    const all = await list('sort=due');
    expect(all.indexOf(morning.id)).toBeLessThan(all.indexOf(asap.id));
    expect(all.indexOf(asap.id)).toBeLessThan(all.indexOf(noon.id));
  });

  it.each([
    ['status=siap', 'status'],
    ['sort=newest', 'sort'],
    ['from=2026-02-30', 'from'],
    ['to=kemarin', 'to'],
    ['page=0', 'page'],
  ])('responds with 422 for ?%s', async (query, field) => {
    const response = await call(ctx.app, 'GET', `/api/admin/orders?${query}`, {
      token: owner.token,
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('pages through 50 orders at a time', async () => {
    for (let i = 0; i < 51; i += 1) await orderDirect(ctx.app, customer.token, 2, 1);
    const page = async (n: number) =>
      adminOrderListResponseSchema.parse(
        (await call(ctx.app, 'GET', `/api/admin/orders?page=${n}`, { token: owner.token })).json(),
      );

    const [one, two] = [await page(1), await page(2)];

    expect(one.data).toHaveLength(50);
    expect(one.meta.total).toBe(two.meta.total);
    expect(two.data.length).toBe(one.meta.total - 50);
    expect(new Set([...one.data, ...two.data].map((order) => order.id)).size).toBe(one.meta.total);
  });

  it('takes an order through every step, each on its timeline with who and when', async () => {
    const { order } = await placeOrder();
    await pay(ctx.app, customer.token, order.id);

    for (const status of ['processing', 'ready', 'completed'] as const) {
      const response = await move(owner.token, order.id, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminOrderResponseSchema.strict().parse(response.json()).data.status).toBe(status);
    }

    const detail = await call(ctx.app, 'GET', `/api/admin/orders/${order.id}`, {
      token: owner.token,
    });
    const body = adminOrderDetailResponseSchema.strict().parse(detail.json()).data;
    expect(body.history.map((step) => step.status)).toEqual([
      'pending',
      'processing',
      'ready',
      'completed',
    ]);
    expect(body.history.every((step) => step.reason === null)).toBe(true);
    const times = body.history.map((step) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each(LEGAL_MOVES)('moves an order from %s to %s', async (from, to) => {
    const { order } = await placeOrder();
    await ctx.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));

    const response = await move(owner.token, order.id, { status: to, reason: 'Menu habis' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe(to);
  });

  it.each(ILLEGAL_MOVES)('refuses to move an order from %s to %s (409)', async (from, to) => {
    const { order } = await placeOrder();
    await ctx.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));

    const response = await move(owner.token, order.id, { status: to, reason: 'Menu habis' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/^Pesanan yang /),
    });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(from);
  });

  it('needs a reason to cancel, and keeps it on the timeline for the customer', async () => {
    const { order } = await placeOrder();

    const withoutReason = await move(owner.token, order.id, { status: 'cancelled' });
    const cancelled = await move(owner.token, order.id, {
      status: 'cancelled',
      reason: 'Restoran tutup',
    });

    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json().errors).toEqual({ reason: ['Tulis alasan pembatalan.'] });
    expect(cancelled.statusCode).toBe(200);
    const mine = await call(ctx.app, 'GET', `/api/orders/${order.id}`, { token: customer.token });
    expect(orderDetailResponseSchema.strict().parse(mine.json()).data.history.at(-1)).toEqual({
      status: 'cancelled',
      at: expect.any(String),
      reason: 'Restoran tutup',
    });
  });

  it('lets one of two family members tapping at once make a move', async () => {
    const other = await registerOwner(ctx.app, ctx.db);
    const { order } = await placeOrder();

    const responses = await Promise.all(
      [owner, other, owner, other].map((who) =>
        move(who.token, order.id, { status: 'processing' }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const detail = adminOrderDetailResponseSchema.parse(
      (await call(ctx.app, 'GET', `/api/admin/orders/${order.id}`, { token: owner.token })).json(),
    ).data;
    expect(detail.history.map((step) => step.status)).toEqual(['pending', 'processing']);
  });

  it('responds with 404 for an order that does not exist', async () => {
    const detail = await call(ctx.app, 'GET', '/api/admin/orders/999999', { token: owner.token });
    const moved = await move(owner.token, 999999, { status: 'processing' });
    const checked = await check(owner.token, 999999, 'verified');

    for (const response of [detail, moved, checked]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Pesanan tidak ditemukan.' });
    }
  });

  it("verifies the customer's payment once; the customer sees the check", async () => {
    const { order } = await placeOrder();
    await pay(ctx.app, customer.token, order.id);

    const verified = await check(owner.token, order.id, 'verified');
    const again = await check(owner.token, order.id, 'rejected');

    expect(verified.statusCode, verified.body).toBe(200);
    expect(paymentResponseSchema.strict().parse(verified.json()).data).toEqual({
      id: order.payment.id,
      status: 'completed',
      amount: order.total_amount,
      verification: 'verified',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pembayaran ini sudah dicek.');
    const mine = await call(ctx.app, 'GET', `/api/orders/${order.id}`, { token: customer.token });
    expect(mine.json().data.payment.verification).toBe('verified');
    expect((await paymentRow(ctx.db, order.id)).verifiedAt).toBeInstanceOf(Date);
  });

  it('rejects a payment the bank does not show, leaving what the customer said', async () => {
    const { order } = await placeOrder();
    await pay(ctx.app, customer.token, order.id);

    const rejected = await check(owner.token, order.id, 'rejected');

    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'completed', verification: 'rejected' });
  });

  it('records money found in the bank before the customer confirmed as paid', async () => {
    const { order } = await placeOrder();

    const verified = await check(owner.token, order.id, 'verified');

    expect(verified.json().data).toMatchObject({ status: 'completed', verification: 'verified' });
    expect((await paymentRow(ctx.db, order.id)).paidAt).toBeInstanceOf(Date);
  });

  it("does not check a cancelled order's payment", async () => {
    const { order } = await placeOrder();
    await move(owner.token, order.id, { status: 'cancelled', reason: 'Menu habis' });

    const response = await check(owner.token, order.id, 'verified');

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Pesanan ini sudah dibatalkan.');
  });

  it.each(['unverified', 'diterima', ''])('responds with 422 for verification %j', async (word) => {
    const { order } = await placeOrder();

    const response = await check(owner.token, order.id, word);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ verification: ["Pilih 'verified' atau 'rejected'."] });
  });
});

describe("a customer's own order", () => {
  const ctx = useTestApp(MANY_UNPAID_ORDERS);

  it('responds with its items, payment and timeline', async () => {
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 3, 2);
    await pay(ctx.app, customer.token, order.id);
    await call(ctx.app, 'PUT', `/api/orders/${order.id}/status`, {
      token: customer.token,
      payload: { status: 'processing' },
    });

    const response = await call(ctx.app, 'GET', `/api/orders/${order.id}`, {
      token: customer.token,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = orderDetailResponseSchema.strict().parse(response.json());
    expect(data).toMatchObject({
      id: order.id,
      items: order.items,
      status: 'processing',
      payment: { status: 'completed', verification: 'unverified' },
    });
    expect(data.history.map((step) => step.status)).toEqual(['pending', 'processing']);
  });

  it("responds with 404 for another customer's order, and 401 for a visitor", async () => {
    const customer = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 3, 1);

    const theirs = await call(ctx.app, 'GET', `/api/orders/${order.id}`, { token: other.token });
    const visitor = await call(ctx.app, 'GET', `/api/orders/${order.id}`);

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ status: 'error', message: 'Pesanan tidak ditemukan.' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('new orders emailed to the owners', () => {
  const mailbox = collectingMailer();
  const ctx = useTestApp(
    // Each order emailed at once: these tests read one order's email (grouping: order-emails.test.ts).
    { publicUrl: 'https://dapur.example', ...MANY_UNPAID_ORDERS, orderEmailIntervalMs: 0 },
    { mailer: mailbox },
  );

  it('emails every owner once per new order, not for a replay of it', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const other = await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    mailbox.sent.length = 0;

    const place = () =>
      call(ctx.app, 'POST', '/api/orders/direct', {
        token: customer.token,
        payload: { ...DELIVERY, food_id: 1, quantity: 2 },
        headers: { 'idempotency-key': 'satu-kali' },
      });
    const first = await place();
    await place();
    await ctx.app.background.drain();

    const order = first.json().data;
    const toOwners = mailbox.sent.filter((mail) => mail.subject.startsWith('Pesanan baru'));
    expect(toOwners.map((mail) => mail.to).sort()).toEqual(
      [owner.user.email, other.user.email].sort(),
    );
    const [mail] = toOwners;
    expect(mail!.subject).toBe(
      `Pesanan baru #${order.id}: Rp ${order.total_amount.toLocaleString('id-ID')}`,
    );
    expect(mail!.text).toContain(`Nama: ${DELIVERY.name}`);
    expect(mail!.text).toContain('Telepon: 081234567890');
    expect(mail!.text).toContain(`${order.items[0].nama_menu} x2`);
    expect(mail!.text).toContain(`https://dapur.example/admin/orders/${order.id}`);
  });

  it('tells the family how, when and with which notes the order is wanted', async () => {
    await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    mailbox.sent.length = 0;

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: {
        ...DELIVERY,
        address: '',
        fulfilment: 'pickup',
        scheduled_for: '2026-06-11T12:00:00+07:00',
        note: 'Atas nama Siti.',
        food_id: 1,
        quantity: 10,
        item_note: 'sambal dipisah',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.background.drain();

    const [mail] = mailbox.sent.filter((sent) => sent.subject.startsWith('Pesanan baru'));
    expect(mail!.text).toContain('Ambil sendiri, waktu: Kamis, 11 Juni 2026 pukul 12.00 WIB');
    expect(mail!.text).toContain('Catatan: Atas nama Siti.');
    expect(mail!.text).toMatch(/x10: Rp 300\.000 \(sambal dipisah\)/);
    expect(mail!.text).not.toContain('Alamat:');
  });

  it('sends nothing when the family turned the emails off', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    await call(ctx.app, 'PUT', '/api/admin/restaurant', {
      token: owner.token,
      payload: { order_emails: false },
    });
    const customer = await registerAndLogin(ctx.app);
    mailbox.sent.length = 0;

    await orderDirect(ctx.app, customer.token, 1, 1);
    await ctx.app.background.drain();

    expect(mailbox.sent.filter((mail) => mail.subject.startsWith('Pesanan baru'))).toEqual([]);
  });
});

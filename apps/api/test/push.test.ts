import { formatRupiah, TEST_PUSH, type PushPayload } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { pushKeys, pushSubscriptions, users } from '../src/db/schema/index';
import { registerAndLogin, registerOwner } from './accounts';
import { collectingLogger, useTestApp, type LogLine, type TestContext } from './helper';
import {
  decryptPush,
  PUSH_SERVICE_CA,
  startPushService,
  verifyVapid,
  type Device,
  type PushService,
} from './push-service';
import { addToCart, call, DELIVERY, orderDirect, pay } from './shop';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const INVALID = 'Data yang dikirim tidak valid.';
const NOT_HTTPS = 'Alamat langganan notifikasi harus berupa URL https dari layanan push peramban.';
const BAD_P256DH = 'Kunci p256dh harus berupa kunci publik P-256 (65 byte, base64url).';
const BAD_AUTH = 'Kunci auth harus berupa 16 byte dalam base64url.';

async function publicKey(app: App, owner: Owner): Promise<string> {
  const response = await call(app, 'GET', '/api/admin/push/key', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.public_key;
}

async function subscribe(app: App, owner: Owner, device: Device) {
  const response = await call(app, 'POST', '/api/admin/push/subscriptions', {
    token: owner.token,
    payload: { ...device.subscription, expirationTime: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

async function testPush(app: App, owner: Owner): Promise<number> {
  const response = await call(app, 'POST', '/api/admin/push/test', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.sent;
}

/** The one push the device got, read as its browser reads it: checked, decrypted, parsed. */
function onlyPushTo(service: PushService, device: Device, key: string): PushPayload {
  const pushes = service.pushesTo(device.path);
  expect(pushes, device.path).toHaveLength(1);
  return readPush(service, device, key, pushes[0]!);
}

function readPush(
  service: PushService,
  device: Device,
  key: string,
  push: { method: string; headers: Record<string, unknown>; body: Buffer },
): PushPayload {
  expect(push.method).toBe('POST');
  expect(push.headers).toMatchObject({
    'content-encoding': 'aes128gcm',
    'content-type': 'application/octet-stream',
    ttl: '86400',
    urgency: 'high',
  });
  const claims = verifyVapid(push.headers.authorization as string, key);
  expect(claims.aud).toBe(service.origin);
  const now = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(now);
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  return JSON.parse(decryptPush(device, push.body)) as PushPayload;
}

/** Every push the requests so far started has been answered (or given up on). */
const pushesDone = (ctx: TestContext) => ctx.app.background.drain();

describe('Web Push to the family’s phones', () => {
  let service: PushService;
  const ctx = useTestApp(
    { pushSubject: 'mailto:keluarga@warung-dapur.id' },
    { pushService: { ca: PUSH_SERVICE_CA } },
  );

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service?.close();
  });

  describe('GET /api/admin/push/key', () => {
    it('gives owners the shop’s VAPID public key, the same on every call', async () => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const other = await registerOwner(ctx.app, ctx.db);

      const key = await publicKey(ctx.app, owner);

      // An uncompressed P-256 point, base64url without padding: what `subscribe()` takes.
      expect(key).toMatch(/^B[\w-]{86}$/);
      expect(await publicKey(ctx.app, owner)).toBe(key);
      expect(await publicKey(ctx.app, other)).toBe(key);
    });

    it('keeps the key across a restart, and instances starting at once agree on one', async () => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const before = await publicKey(ctx.app, owner);
      const databases: Database[] = [];
      const open = async () => {
        // On PostgreSQL each instance has its own connections, as another process would.
        const database = ctx.databaseUrl
          ? await createDatabase({ databaseUrl: ctx.databaseUrl })
          : ctx.database;
        if (database !== ctx.database) databases.push(database);
        return buildApp({ config: ctx.config, database, logger: false });
      };
      const restarted = await open();
      try {
        expect(await publicKey(restarted, owner)).toBe(before);
      } finally {
        await restarted.close();
      }

      // A shop whose key is gone (a new database): two instances start together.
      await ctx.db.delete(pushKeys);
      const together = await Promise.all([open(), open()]);
      try {
        const keys = await Promise.all(together.map((app) => publicKey(app, owner)));
        expect(keys[0]).toMatch(/^B[\w-]{86}$/);
        expect(keys[1]).toBe(keys[0]);
        expect(await publicKey(ctx.app, owner)).toBe(keys[0]);
        expect(await ctx.db.select({ id: pushKeys.id }).from(pushKeys)).toEqual([{ id: 1 }]);
      } finally {
        await Promise.all(together.map((app) => app.close()));
        await Promise.all(databases.map((database) => database.close()));
      }
    });

    it('is for owners only: 401 for a visitor, 403 for a customer', async () => {
      const customer = await registerAndLogin(ctx.app);

      const visitor = await call(ctx.app, 'GET', '/api/admin/push/key');
      const refused = await call(ctx.app, 'GET', '/api/admin/push/key', { token: customer.token });

      expect(visitor.statusCode).toBe(401);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 'error',
        message: 'Halaman ini hanya untuk pemilik toko.',
      });
    });
  });

  describe('POST and DELETE /api/admin/push/subscriptions', () => {
    it('keeps an owner’s device: 201, and the test push reaches it', async () => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const phone = service.device('subscribe-phone');

      const response = await subscribe(ctx.app, owner, phone);

      expect(response.json()).toEqual({ status: 'success', data: { endpoint: phone.endpoint } });
      expect(await testPush(ctx.app, owner)).toBe(1);
    });

    it('keeps one row per device: subscribing again, or as another owner, replaces it', async () => {
      const mother = await registerOwner(ctx.app, ctx.db);
      const son = await registerOwner(ctx.app, ctx.db);
      const phone = service.device('shared-phone');
      await subscribe(ctx.app, mother, phone);

      // The browser made new keys for the same push service URL.
      const renewed = service.device('shared-phone');
      await subscribe(ctx.app, mother, renewed);
      expect(await testPush(ctx.app, mother)).toBe(1);
      await pushesDone(ctx);
      const key = await publicKey(ctx.app, mother);
      const [push] = service.pushesTo(renewed.path).slice(-1);
      expect(readPush(service, renewed, key, push!)).toEqual(TEST_PUSH);

      // The son signs in on the same phone and turns notifications on.
      await subscribe(ctx.app, son, renewed);
      expect(await testPush(ctx.app, mother)).toBe(0);
      expect(await testPush(ctx.app, son)).toBe(1);
      const rows = await ctx.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, renewed.endpoint));
      expect(rows).toEqual([{ userId: son.user.id }]);
    });

    it('keeps the device for the caller, whoever the body names', async () => {
      const mother = await registerOwner(ctx.app, ctx.db);
      const father = await registerOwner(ctx.app, ctx.db);
      const phone = service.device('smuggled-owner');

      const response = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
        token: mother.token,
        payload: { ...phone.subscription, user_id: father.user.id, userId: father.user.id, id: 1 },
      });

      expect(response.statusCode, response.body).toBe(201);
      const rows = await ctx.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, phone.endpoint));
      expect(rows).toEqual([{ userId: mother.user.id }]);
    });

    it.each([
      ['an http endpoint', { endpoint: 'http://127.0.0.1:9/push/x' }, { endpoint: [NOT_HTTPS] }],
      ['no URL at all', { endpoint: 'ponsel ibu' }, { endpoint: [NOT_HTTPS] }],
      [
        'a URL with a password in it',
        { endpoint: 'https://ibu:rahasia@push.example/x' },
        { endpoint: [NOT_HTTPS] },
      ],
      ['a p256dh of 64 bytes', { p256dh: Buffer.alloc(64, 4) }, { 'keys.p256dh': [BAD_P256DH] }],
      [
        'a p256dh in plain base64',
        { p256dh: 'BPl+/' + 'A'.repeat(82) },
        { 'keys.p256dh': [BAD_P256DH] },
      ],
      ['an auth of 12 bytes', { auth: Buffer.alloc(12, 1) }, { 'keys.auth': [BAD_AUTH] }],
      ['an auth of 32 bytes', { auth: Buffer.alloc(32, 1) }, { 'keys.auth': [BAD_AUTH] }],
      [
        'no keys',
        { keys: undefined },
        { keys: ['Kunci langganan notifikasi (p256dh dan auth) wajib diisi.'] },
      ],
    ])('refuses %s with 422 and an Indonesian message', async (_name, change, errors) => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const { subscription } = service.device('refused');
      const { p256dh, auth, ...rest } = change as Record<string, unknown>;
      const keys = {
        p256dh:
          p256dh instanceof Buffer
            ? p256dh.toString('base64url')
            : (p256dh ?? subscription.keys.p256dh),
        auth: auth instanceof Buffer ? auth.toString('base64url') : subscription.keys.auth,
      };
      const payload = { ...subscription, keys, ...rest };

      const response = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
        token: owner.token,
        payload,
      });

      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message: INVALID, errors });
      expect(await testPush(ctx.app, owner)).toBe(0);
    });

    it('refuses a p256dh of the right length that is no point of P-256', async () => {
      const owner = await registerOwner(ctx.app, ctx.db);
      const { subscription } = service.device('off-curve');
      const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

      const response = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
        token: owner.token,
        payload: { ...subscription, keys: { ...subscription.keys, p256dh: offCurve } },
      });

      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: BAD_P256DH,
        errors: { 'keys.p256dh': [BAD_P256DH] },
      });
    });

    it('is for owners only: 401 for a visitor, 403 for a customer, nothing stored', async () => {
      const customer = await registerAndLogin(ctx.app);
      const { subscription } = service.device('customer-phone');

      const visitor = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
        payload: subscription,
      });
      const refused = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
        token: customer.token,
        payload: subscription,
      });

      expect(visitor.statusCode).toBe(401);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Halaman ini hanya untuk pemilik toko.');
      const stored = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(stored).toEqual([]);
    });

    it('DELETE removes the caller’s own device only; an unknown endpoint is 200 as well', async () => {
      const mother = await registerOwner(ctx.app, ctx.db);
      const father = await registerOwner(ctx.app, ctx.db);
      const phone = service.device('delete-phone');
      await subscribe(ctx.app, mother, phone);
      const remove = (owner: Owner, endpoint: string) =>
        call(ctx.app, 'DELETE', '/api/admin/push/subscriptions', {
          token: owner.token,
          payload: { endpoint },
        });

      const byFather = await remove(father, phone.endpoint);
      expect(byFather.statusCode, byFather.body).toBe(200);
      expect(await testPush(ctx.app, mother)).toBe(1);

      const byMother = await remove(mother, phone.endpoint);
      expect(byMother.statusCode, byMother.body).toBe(200);
      expect(byMother.json()).toEqual({ status: 'success' });
      expect(await testPush(ctx.app, mother)).toBe(0);

      const unknown = await remove(mother, `${service.origin}/push/never-subscribed`);
      expect(unknown.statusCode, unknown.body).toBe(200);
      expect(unknown.json()).toEqual({ status: 'success' });

      const notAnEndpoint = await remove(mother, 'http://127.0.0.1:9/push/x');
      expect(notAnEndpoint.statusCode, notAnEndpoint.body).toBe(422);
      expect(notAnEndpoint.json().errors).toEqual({ endpoint: [NOT_HTTPS] });
    });
  });

  describe('the pushes', () => {
    let mother: Owner;
    let father: Owner;
    let key: string;
    let phones: { mother: Device; tablet: Device; father: Device };

    beforeAll(async () => {
      // Only the owners of this block have devices from here on.
      await ctx.db.delete(pushSubscriptions);
      mother = await registerOwner(ctx.app, ctx.db);
      father = await registerOwner(ctx.app, ctx.db);
      phones = {
        mother: service.device('mother-phone'),
        tablet: service.device('kitchen-tablet'),
        father: service.device('father-phone'),
      };
      await subscribe(ctx.app, mother, phones.mother);
      await subscribe(ctx.app, mother, phones.tablet);
      await subscribe(ctx.app, father, phones.father);
      key = await publicKey(ctx.app, mother);
    });

    /** Each of the owners' devices, with the one push it got since `before` (pushes so far). */
    async function newPushes(before: Map<string, number>) {
      await pushesDone(ctx);
      return Object.fromEntries(
        Object.entries(phones).map(([name, device]) => {
          const pushes = service.pushesTo(device.path).slice(before.get(device.path) ?? 0);
          expect(pushes, name).toHaveLength(1);
          return [name, readPush(service, device, key, pushes[0]!)];
        }),
      );
    }
    const counts = () =>
      new Map(
        Object.values(phones).map((device) => [device.path, service.pushesTo(device.path).length]),
      );

    it('tells every owner’s device of an order placed directly: order.created', async () => {
      const customer = await registerAndLogin(ctx.app);
      const before = counts();

      const order = await orderDirect(ctx.app, customer.token, 1, 2);

      const expected = {
        type: 'order.created',
        order_id: order.id,
        title: `Pesanan baru #${order.id}`,
        body: `${DELIVERY.name} · ${formatRupiah(order.total_amount)} · Secepatnya`,
        url: `/admin/orders/${order.id}`,
      };
      expect(expected.body).toMatch(/^Siti Rahayu · Rp \d{2,3}\.000 · Secepatnya$/);
      const pushes = await newPushes(before);
      expect(pushes).toEqual({ mother: expected, tablet: expected, father: expected });
    });

    it('tells them of an order from the cart for a chosen time, in Jakarta time', async () => {
      const customer = await registerAndLogin(ctx.app);
      await addToCart(ctx.app, customer.token, 3, 2);
      const before = counts();

      const response = await call(ctx.app, 'POST', '/api/orders/cart', {
        token: customer.token,
        payload: {
          name: 'Bu Ratna',
          address: '',
          phone: '081234567890',
          fulfilment: 'pickup',
          scheduled_for: '2026-06-11T05:00:00Z',
        },
      });

      expect(response.statusCode, response.body).toBe(201);
      const order = response.json().data;
      const pushes = await newPushes(before);
      expect(pushes.tablet).toEqual({
        type: 'order.created',
        order_id: order.id,
        title: `Pesanan baru #${order.id}`,
        body: `Bu Ratna · ${formatRupiah(order.total_amount)} · Kamis, 11 Juni 2026 pukul 12.00 WIB`,
        url: `/admin/orders/${order.id}`,
      });
      expect(pushes.mother).toEqual(pushes.tablet);
      expect(pushes.father).toEqual(pushes.tablet);
    });

    it('tells them when a customer says they paid: order.paid, once', async () => {
      const customer = await registerAndLogin(ctx.app);
      const order = await orderDirect(ctx.app, customer.token, 2, 1);
      await pushesDone(ctx);
      const before = counts();

      await pay(ctx.app, customer.token, order.id);

      const expected = {
        type: 'order.paid',
        order_id: order.id,
        title: `Pembayaran #${order.id} perlu dicek`,
        body: `${DELIVERY.name} · ${formatRupiah(order.total_amount)} · Secepatnya`,
        url: `/admin/orders/${order.id}`,
      };
      expect(await newPushes(before)).toEqual({
        mother: expected,
        tablet: expected,
        father: expected,
      });

      // Pressing "Saya Sudah Bayar" again changes nothing, and pushes nothing.
      const again = counts();
      await pay(ctx.app, customer.token, order.id);
      await pushesDone(ctx);
      expect(counts()).toEqual(again);
    });

    it('pushes nothing to someone who is no longer an owner', async () => {
      const aunt = await registerOwner(ctx.app, ctx.db);
      const auntPhone = service.device('aunt-phone');
      await subscribe(ctx.app, aunt, auntPhone);
      await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, aunt.user.id));
      const customer = await registerAndLogin(ctx.app);

      await orderDirect(ctx.app, customer.token, 1, 1);
      await pushesDone(ctx);

      expect(service.pushesTo(auntPhone.path)).toEqual([]);
    });

    it('POST /api/admin/push/test pushes the test notification to the caller’s devices only', async () => {
      const before = counts();

      const response = await call(ctx.app, 'POST', '/api/admin/push/test', { token: mother.token });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'success', data: { sent: 2 } });
      await pushesDone(ctx);
      expect(onlyNew(phones.mother, before)).toEqual(TEST_PUSH);
      expect(onlyNew(phones.tablet, before)).toEqual(TEST_PUSH);
      expect(service.pushesTo(phones.father.path)).toHaveLength(before.get(phones.father.path)!);
      expect(TEST_PUSH).toEqual({
        type: 'test',
        order_id: null,
        title: 'Notifikasi uji',
        body: 'Pesanan baru akan muncul seperti ini.',
        url: '/admin',
      });

      const lonely = await registerOwner(ctx.app, ctx.db);
      expect(await testPush(ctx.app, lonely)).toBe(0);
    });

    function onlyNew(device: Device, before: Map<string, number>): PushPayload {
      const pushes = service.pushesTo(device.path).slice(before.get(device.path));
      expect(pushes).toHaveLength(1);
      return readPush(service, device, key, pushes[0]!);
    }

    it('signs as the configured subject', async () => {
      const claims = verifyVapid(
        service.pushesTo(phones.mother.path).at(-1)!.headers.authorization as string,
        key,
      );
      expect(claims.sub).toBe('mailto:keluarga@warung-dapur.id');
    });
  });

  it('deletes a device its push service says is gone (410 or 404), and keeps the others', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const kept = service.device('still-here');
    const expired = service.device('expired', 410);
    const unknown = service.device('unknown', 404);
    for (const device of [kept, expired, unknown]) await subscribe(ctx.app, owner, device);
    const key = await publicKey(ctx.app, owner);

    expect(await testPush(ctx.app, owner)).toBe(3);
    await pushesDone(ctx);

    for (const device of [kept, expired, unknown]) {
      expect(onlyPushTo(service, device, key)).toEqual(TEST_PUSH);
    }
    expect(await testPush(ctx.app, owner)).toBe(1);
    const customer = await registerAndLogin(ctx.app);
    await orderDirect(ctx.app, customer.token, 1, 1);
    await pushesDone(ctx);
    expect(service.pushesTo(expired.path)).toHaveLength(1);
    expect(service.pushesTo(unknown.path)).toHaveLength(1);
  });
});

describe('a push service that fails or hangs', () => {
  let service: PushService;
  const log = collectingLogger('info');
  // A short timeout, so that the hanging service is given up on within the test.
  const ctx = useTestApp(
    {},
    { pushService: { ca: PUSH_SERVICE_CA, timeoutMs: 1_500 }, logger: log.logger },
  );

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service?.close();
  });

  const pushLines = (): LogLine[] => log.lines.filter((line) => /^Push /.test(line.msg));

  it('neither slows nor fails the order; the failure is logged with the push service’s origin only', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const hanging = service.device('hanging-phone', 'hang');
    const failing = service.device('failing-phone', 500);
    const working = service.device('working-phone');
    for (const device of [hanging, failing, working]) await subscribe(ctx.app, owner, device);
    const key = await publicKey(ctx.app, owner);
    const customer = await registerAndLogin(ctx.app);

    const order = await orderDirect(ctx.app, customer.token, 1, 1);

    // The order has its 201 (above) while the push service still holds the push.
    await service.pushArrives(hanging);
    expect(service.pushesTo(hanging.path)).toHaveLength(1);
    await pushesDone(ctx);
    expect(onlyPushTo(service, working, key)).toMatchObject({
      type: 'order.created',
      order_id: order.id,
    });
    const lines = pushLines();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'Push not delivered',
          pushService: service.origin,
          statusCode: 500,
        }),
        expect.objectContaining({
          msg: 'Push not delivered',
          pushService: service.origin,
          reason: 'Socket timeout',
        }),
      ]),
    );
    // Which device it was (the rest of the URL) stays out of the log.
    for (const line of lines) {
      expect(JSON.stringify(line)).not.toMatch(/hanging-phone|failing-phone|working-phone/);
    }
    // Neither failure says the device is gone: both stay subscribed.
    expect(await testPush(ctx.app, owner)).toBe(3);
    await pushesDone(ctx);
  });

  it('does not hold the server’s shutdown while a push service hangs', async () => {
    // An instance of its own, which waits up to a minute for a push service's response.
    const database = ctx.databaseUrl
      ? await createDatabase({ databaseUrl: ctx.databaseUrl })
      : ctx.database;
    const app = await buildApp({
      config: ctx.config,
      database,
      logger: false,
      clock: ctx.clock,
      pushService: { ca: PUSH_SERVICE_CA, timeoutMs: 60_000 },
    });
    let closed = false;
    try {
      await ctx.db.delete(pushSubscriptions);
      const owner = await registerOwner(app, ctx.db);
      const hanging = service.device('hanging-at-shutdown', 'hang');
      await subscribe(app, owner, hanging);
      const customer = await registerAndLogin(app);
      const response = await call(app, 'POST', '/api/orders/direct', {
        token: customer.token,
        payload: { ...DELIVERY, food_id: 1, quantity: 1 },
      });
      expect(response.statusCode, response.body).toBe(201);
      await service.pushArrives(hanging);

      const started = performance.now();
      await app.close();
      closed = true;

      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      if (!closed) await app.close();
      if (database !== ctx.database) await database.close();
    }
  });
});

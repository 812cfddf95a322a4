import { createECDH, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsOfCode } from '../src/db/migrate';
import { foods, orderEvents, setupCodes, suggestions } from '../src/db/schema/index';
import { openBackupFile } from '../src/modules/backups/backup-archive';
import { backupFileName } from '../src/modules/backups/backup-format';
import { createBackupsService } from '../src/modules/backups/backups.service';
import {
  bearer,
  login,
  multipartFile,
  PASSWORD,
  registerAndLogin,
  registerOwner,
} from './accounts';
import { giveOptions, optionId } from './dish-options';
import { createEmbeddedDataDir, createPostgresTestDatabase, useTestApp } from './helper';
import { addToCart, call, orderDirect, pay } from './shop';
import { allRows, runCommand, shopConfig, startShop } from './shop-commands';

/**
 * The shop under test runs on the suite's database: an in-memory PGlite, or PostgreSQL
 * with `npm run test:pg`. Its backup is restored into a fresh embedded database on both
 * runs, and into fresh PostgreSQL databases on the PostgreSQL run (the plain run needs
 * only Node), which also moves the embedded copy back to PostgreSQL.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const source = onPostgres ? 'PostgreSQL' : 'embedded';

const ctx = useTestApp();
const work = {
  file: '',
  /** The uploaded dish photo, e.g. `foods/nasi-goreng-1a2b3c4d.webp`. */
  photo: '',
  customerEmail: '',
  sourceRows: {} as Record<string, unknown[]>,
};
const cleanups: (() => Promise<unknown>)[] = [];

/** A small real picture, as a phone would send it. */
const picture = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 190, g: 90, b: 20 } } })
    .jpeg()
    .toBuffer();

async function temporaryDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `dapur-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A shop with a bit of everything: accounts, a cart, paid orders, a photo, suggestions… */
async function fillShop() {
  const owner = await registerOwner(ctx.app, ctx.db);
  const customer = await registerAndLogin(ctx.app);
  const asOwner = { headers: bearer(owner.token) };

  const upload = multipartFile(await picture());
  const photo = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/foods/2/image',
    headers: { ...asOwner.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const qris = multipartFile(await picture(), { filename: 'qris.png' });
  const qrisUpload = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/restaurant/qris',
    headers: { ...asOwner.headers, ...qris.headers },
    payload: qris.payload,
  });
  expect(qrisUpload.statusCode, qrisUpload.body).toBe(200);
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/restaurant',
    ...asOwner,
    payload: {
      name: 'Warung Mbak Sri',
      opening_hours: [{ day: 0, open: '08:00', close: '12:00' }],
      order_emails: false,
      delivery_fee: 7_500,
      lead_time_minutes: 15,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const archived = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/admin/foods/5',
    ...asOwner,
  });
  expect(archived.statusCode, archived.body).toBe(200);
  const invite = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    ...asOwner,
    payload: { email: 'adik@contoh.id' },
  });
  expect(invite.statusCode, invite.body).toBe(201);

  // Sunday 09.00: the shop above opens on Sundays only.
  ctx.clock.set('2026-06-14T09:00:00+07:00');
  const paid = await orderDirect(ctx.app, customer.token, 1, 2);
  await pay(ctx.app, customer.token, paid.id);
  // Dish options: the dish's groups, and an order item and a cart line that carry them.
  const chicken = await giveOptions(ctx.app, owner.token, 7);
  const addChicken = async (jumlah: number, options: string[]) => {
    const line = await call(ctx.app, 'POST', '/api/cart', {
      token: customer.token,
      payload: { food_id: 7, jumlah, options: options.map((name) => optionId(chicken, name)) },
    });
    expect(line.statusCode, line.body).toBe(200);
  };
  await addToCart(ctx.app, customer.token, 3, 1);
  await addToCart(ctx.app, customer.token, 4, 2, 'sambal dipisah');
  await addChicken(1, ['Dada', 'Telur']);
  const fromCart = await call(ctx.app, 'POST', '/api/orders/cart', {
    token: customer.token,
    payload: {
      name: 'Siti',
      address: '',
      phone: '081234567890',
      fulfilment: 'pickup',
      scheduled_for: '2026-06-21T11:30:00+07:00',
      note: 'Saya datang jam 11.30',
    },
  });
  expect(fromCart.statusCode, fromCart.body).toBe(201);
  await addChicken(2, ['Paha']);
  await ctx.db
    .insert(orderEvents)
    .values({ orderId: fromCart.json().data.id, status: 'cancelled', reason: 'Habis: "sambal"' });

  for (const content of ['Enak sekali, terima kasih!', 'Tolong tambah menu pedas']) {
    const sent = await call(ctx.app, 'POST', '/api/suggestions', {
      token: customer.token,
      payload: { content },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  await ctx.db
    .update(suggestions)
    .set({ hidden: true })
    .where(eq(suggestions.content, 'Tolong tambah menu pedas'));
  const forgot = await call(ctx.app, 'POST', '/api/auth/forgot-password', {
    payload: { email: customer.body.email },
  });
  expect(forgot.statusCode, forgot.body).toBe(200);
  const loggedOut = await call(ctx.app, 'POST', '/api/auth/logout', {
    token: await login(ctx.app, customer.body.email),
  });
  expect(loggedOut.statusCode, loggedOut.body).toBe(200);
  // A family member's phone, subscribed after the last order so that nothing is pushed to it.
  const phone = createECDH('prime256v1');
  const subscribed = await call(ctx.app, 'POST', '/api/admin/push/subscriptions', {
    token: owner.token,
    payload: {
      endpoint: 'https://127.0.0.1:9/push/ponsel-ibu',
      keys: {
        p256dh: phone.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  // A shop with owners has no setup code left; one is kept here so that table is copied too.
  await ctx.db.insert(setupCodes).values({ codeHash: 'kode-lama' });

  const [food] = await ctx.db.select({ gambar: foods.gambar }).from(foods).where(eq(foods.id, 2));
  return { owner, customer, photo: food!.gambar! };
}

beforeAll(async () => {
  const shop = await fillShop();
  work.photo = shop.photo;
  work.customerEmail = shop.customer.body.email;

  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/backup',
    headers: bearer(shop.owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  work.file = path.join(await temporaryDir('backups'), 'from-the-owner-page.tar.gz');
  await writeFile(work.file, response.rawPayload);
  work.sourceRows = await allRows(ctx.db);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function archiveEntries(file: string): Promise<string[]> {
  const entries: string[] = [];
  await list({ file, onReadEntry: (entry) => entries.push(entry.path) });
  return entries;
}

async function manifestOf(file: string) {
  const dir = await temporaryDir('manifest');
  await extract({ file, cwd: dir });
  return JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
}

/** The same checks on any shop the backup was restored into. */
async function expectRestoredShop(config: ReturnType<typeof shopConfig>) {
  const shop = await startShop(config);
  try {
    expect(await allRows(shop.db)).toEqual(work.sourceRows);
    const photo = await shop.app.inject({ method: 'GET', url: `/storage/${work.photo}` });
    expect(photo.statusCode).toBe(200);
    const original = await ctx.app.inject({ method: 'GET', url: `/storage/${work.photo}` });
    expect(photo.rawPayload).toEqual(original.rawPayload);
    expect(photo.headers.etag).toBe(original.headers.etag);
    const page = await call(shop.app, 'GET', '/api/foods/2');
    expect(page.json().data.gambar_url).toBe(`/storage/${work.photo}`);
    // The password hashes came along.
    await login(shop.app, work.customerEmail, PASSWORD);
    // New rows get ids after the highest one (a sequence is not a row: the shop stays equal).
    for (const table of ['users', 'orders', 'order_events', 'suggestions']) {
      const ids = work.sourceRows[table]!.map((row) => (row as { id: number }).id);
      const next = await shop.db.execute(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as "id"`,
      );
      expect(next.rows[0], table).toEqual({ id: Math.max(...ids) + 1 });
    }
  } finally {
    await shop.stop();
  }
}

describe('a backup', () => {
  it('holds every table of the database, the migration its rows follow, and the uploads', async () => {
    const manifest = await manifestOf(work.file);
    const tables = await ctx.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
    `);
    const inDatabase = (tables as unknown as { rows: { table_name: string }[] }).rows
      .map((row) => row.table_name)
      .sort();

    expect(Object.keys(manifest.tables).sort()).toEqual(inDatabase);
    expect(manifest).toMatchObject({
      format: 'dapur-backup',
      version: 1,
      migration: (await migrationsOfCode(ctx.config.migrationsDir)).at(-1)!.tag,
    });
    for (const [table, rows] of Object.entries(work.sourceRows)) {
      expect(manifest.tables[table], table).toBe(rows.length);
      expect(rows.length, `${table} has rows to copy`).toBeGreaterThan(0);
    }
    const entries = await archiveEntries(work.file);
    const photo = work.photo.replace(/\.webp$/, '');
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'tables/orders.json',
        `storage/${photo}.webp`,
        `storage/${photo}-400.webp`,
      ]),
    );
    // The demo pictures ship with the code: not copied.
    const demoPictures = await readdir(ctx.config.storageDir, { recursive: true });
    expect(
      entries.filter((entry) => demoPictures.includes(entry.replace(/^storage\//, ''))),
    ).toEqual([]);
  });

  it('keeps each row as the database holds it: column names, ISO times, JSON', async () => {
    const dir = await temporaryDir('rows');
    await extract({ file: work.file, cwd: dir });
    const [restaurant] = JSON.parse(
      await readFile(path.join(dir, 'tables/restaurant.json'), 'utf8'),
    );
    const orders = JSON.parse(await readFile(path.join(dir, 'tables/orders.json'), 'utf8'));
    const [order] = orders;

    expect(restaurant).toMatchObject({
      id: 1,
      name: 'Warung Mbak Sri',
      order_emails: false,
      opening_hours: [{ day: 0, open: '08:00', close: '12:00' }],
    });
    expect(order.total_amount).toEqual(expect.any(Number));
    expect(order.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      scheduled_for: null,
      delivery_fee: 7_500,
    });
    expect(orders[1]).toMatchObject({
      fulfilment: 'pickup',
      scheduled_for: '2026-06-21T04:30:00+00:00',
      note: 'Saya datang jam 11.30',
      delivery_fee: 0,
    });
  });

  it('is not made from a folder that holds no shop: npm run backup says so and creates nothing', async () => {
    const dataDir = path.join(await temporaryDir('no-shop'), 'data');

    const refused = await runCommand(shopConfig({ dataDir }), 'backup', path.join(dataDir, 'x'));

    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `There is no shop database in ${dataDir}. Set DATA_DIR to the shop's data folder, or DATABASE_URL for a PostgreSQL server.\n`,
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is named after the day in Jakarta', () => {
    // 00.30 in Jakarta is still the day before in UTC.
    expect(backupFileName(new Date('2026-11-23T17:30:00Z'))).toBe(
      'dapur-cadangan-2026-11-24.tar.gz',
    );
  });
});

describe('GET /api/admin/backup', () => {
  it('is for owners only: 401 for a visitor, 403 for a customer', async () => {
    const customer = await registerAndLogin(ctx.app);

    const asVisitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/backup' });
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: bearer(customer.token),
    });

    expect(asVisitor.statusCode).toBe(401);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({
      status: 'error',
      message: 'Halaman ini hanya untuk pemilik toko.',
    });
  });

  it('sends the file as a download that no cache keeps', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: bearer(owner.token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${backupFileName(new Date())}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});

/** Each start of an embedded database on disk costs a second or two; these start several. */
const SEVERAL_STARTS = 60_000;

describe(`restoring a backup of the ${source} shop`, () => {
  const embedded = { dataDir: '', backup: '' };

  beforeAll(async () => {
    embedded.dataDir = await createEmbeddedDataDir();
    cleanups.push(() => rm(embedded.dataDir, { recursive: true, force: true }));
  });

  it(
    'fills a fresh embedded database (one a first start seeded with the demo shop) and puts the photos back',
    async () => {
      const config = shopConfig(embedded);
      await (await startShop(config)).stop();

      const restored = await runCommand(config, 'restore', work.file);

      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.out).toContain(`Restored ${work.file}`);
      await expectRestoredShop(config);
    },
    SEVERAL_STARTS,
  );

  it(
    'then refuses to restore over it: exit code 1, one sentence, nothing changed',
    async () => {
      const config = shopConfig(embedded);

      const refused = await runCommand(config, 'restore', work.file);

      expect(refused.code).toBe(1);
      expect(refused.out).toBe('');
      expect(refused.err).toMatch(
        /^This shop already has data of its own \(users: 2, food_option_groups: 2, food_options: 5, cart_items: 1, .*orders: 2, .*\)\. A backup is restored only into an empty shop, so that nothing is overwritten: use a new DATA_DIR or an empty PostgreSQL database\. Nothing was changed\.\n$/,
      );
    },
    SEVERAL_STARTS,
  );

  it(
    'npm run backup writes it out again: every table file the same',
    async () => {
      embedded.backup = path.join(await temporaryDir('again'), 'again.tar.gz');

      const backedUp = await runCommand(shopConfig(embedded), 'backup', embedded.backup);

      expect(backedUp.err).toBe('');
      expect(backedUp.code).toBe(0);
      expect(backedUp.out).toMatch(
        new RegExp(`^Backup written to ${embedded.backup}\nRows: users: 2, .*orders: 2, `),
      );
      const [first, again] = [await temporaryDir('first'), await temporaryDir('again')];
      await extract({ file: work.file, cwd: first });
      await extract({ file: embedded.backup, cwd: again });
      const tableFiles = await readdir(path.join(first, 'tables'));
      expect(await readdir(path.join(again, 'tables'))).toEqual(tableFiles);
      for (const table of tableFiles) {
        const text = (dir: string) => readFile(path.join(dir, 'tables', table), 'utf8');
        expect(await text(again), table).toBe(await text(first));
      }
      expect(await readdir(path.join(again, 'storage'), { recursive: true })).toEqual(
        await readdir(path.join(first, 'storage'), { recursive: true }),
      );
    },
    SEVERAL_STARTS,
  );

  // The plain run needs only Node; `npm run test:pg` has a PostgreSQL server.
  if (!onPostgres) return;

  it('fills a fresh PostgreSQL database', async () => {
    const postgres = await createPostgresTestDatabase();
    cleanups.push(() => postgres.drop());
    const config = shopConfig({
      dataDir: await temporaryDir('pg-shop'),
      databaseUrl: postgres.url,
    });

    const restored = await runCommand(config, 'restore', work.file);

    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    await expectRestoredShop(config);
  });

  it('moves the embedded copy back to PostgreSQL', async () => {
    const postgres = await createPostgresTestDatabase();
    cleanups.push(() => postgres.drop());
    const config = shopConfig({
      dataDir: await temporaryDir('pg-shop'),
      databaseUrl: postgres.url,
    });

    const restored = await runCommand(config, 'restore', embedded.backup);

    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    await expectRestoredShop(config);
  });
});

describe('a restore refuses, writing nothing', () => {
  it('a shop that already has customers or orders', async () => {
    const before = await allRows(ctx.db);
    const backup = await openBackupFile(work.file, ctx.config.migrationsDir);
    const backups = createBackupsService({
      database: ctx.database,
      dataDir: ctx.config.dataDir,
      migrationsDir: ctx.config.migrationsDir,
    });

    const refused = backups.restore(backup).finally(() => backup.dispose());

    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      code: 'shop_not_empty',
      message: expect.stringMatching(
        /^This shop already has data of its own \(users: \d+, .*orders: \d+.*\)\. A backup is restored only into an empty shop/,
      ),
    });
    expect(await allRows(ctx.db)).toEqual(before);
  });

  it('a file that is not a Dapur backup', async () => {
    const dir = await temporaryDir('not-a-backup');
    const dataDir = path.join(dir, 'data');
    const picturePath = path.join(dir, 'foto.jpg');
    await writeFile(picturePath, await picture());
    const otherTar = path.join(dir, 'other.tar.gz');
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'something-else' }));
    await create({ file: otherTar, gzip: true, cwd: dir }, ['manifest.json']);

    for (const file of [picturePath, otherTar]) {
      const refused = await runCommand(shopConfig({ dataDir }), 'restore', file);

      expect(refused.code).toBe(1);
      expect(refused.err).toBe(`${file} is not a Dapur backup.\n`);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('a backup made by a newer version of Dapur', async () => {
    const dir = await temporaryDir('newer');
    const content = await temporaryDir('newer-content');
    await extract({ file: work.file, cwd: content });
    const manifest = JSON.parse(await readFile(path.join(content, 'manifest.json'), 'utf8'));
    await writeFile(
      path.join(content, 'manifest.json'),
      JSON.stringify({ ...manifest, migration: '0099_from_the_future' }),
    );
    const newer = path.join(dir, 'newer.tar.gz');
    await create({ file: newer, gzip: true, cwd: content }, await readdir(content));
    const dataDir = path.join(dir, 'data');

    const refused = await runCommand(shopConfig({ dataDir }), 'restore', newer);

    expect(refused.code).toBe(1);
    const latest = (await migrationsOfCode(ctx.config.migrationsDir)).at(-1)!.tag;
    expect(refused.err).toBe(
      `This backup was made by a newer version of Dapur (database migration 0099_from_the_future; this version knows up to ${latest}). Update Dapur, then restore it. Nothing was changed.\n`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

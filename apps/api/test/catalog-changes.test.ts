import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { foodResponseSchema, restaurantResponseSchema } from '@dapur/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { restaurant } from '../src/db/schema/index';
import { createCatalogCache } from '../src/lib/catalog-cache';
import { openBackupFile } from '../src/modules/backups/backup-archive';
import { createBackupsService } from '../src/modules/backups/backups.service';
import { registerOwner } from './accounts';
import { openTestDatabase, useSecondInstance, useTestApp } from './helper';
import { call } from './shop';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const text = (bytes: Buffer) => bytes.toString();

describe('the catalog cache', () => {
  it('never keeps a response read before a change, even when it arrives after', async () => {
    const cache = createCatalogCache();
    let finishRead!: (json: string) => void;
    const slow = cache.response('foods', () => new Promise((resolve) => (finishRead = resolve)));

    cache.clear();
    finishRead('{"harga":25000}');

    expect(text((await slow).identity.bytes)).toBe('{"harga":25000}');
    const next = await cache.response('foods', async () => '{"harga":27500}');
    expect(text(next.identity.bytes)).toBe('{"harga":27500}');
  });

  it('reads a response once for every request that misses it at the same time', async () => {
    const cache = createCatalogCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return '{"status":"success"}';
    };

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => cache.response('foods', read)),
    );
    await cache.response('foods', read);

    expect(reads).toBe(1);
    expect(new Set(responses).size).toBe(1);
  });

  it('keeps nothing from a read that failed (a dish that is not there)', async () => {
    const cache = createCatalogCache();
    const notFound = new Error('food_not_found');

    await expect(cache.response('foods/99', () => Promise.reject(notFound))).rejects.toBe(notFound);
    const later = await cache.response('foods/99', async () => '{"id":99}');

    expect(text(later.identity.bytes)).toBe('{"id":99}');
  });
});

describe('two instances of the server on one database', () => {
  const ctx = useTestApp();
  const second = useSecondInstance(ctx);
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const priceOn = async (app: App, id: number) =>
    foodResponseSchema.parse((await call(app, 'GET', `/api/foods/${id}`)).json()).data.harga;
  const nameOn = async (app: App) =>
    restaurantResponseSchema.parse((await call(app, 'GET', '/api/restaurant')).json()).data.name;

  it('give the same response the same tag, so either can respond with 304', async () => {
    const first = await call(ctx.app, 'GET', '/api/categories');
    const other = await call(second.app, 'GET', '/api/categories', {
      headers: { 'if-none-match': first.headers.etag as string },
    });

    expect(other.statusCode).toBe(304);
  });

  it('a change made through one shows through the other at once', async () => {
    expect(await priceOn(second.app, 8)).toBe(12_000);

    const changed = await call(ctx.app, 'PUT', '/api/admin/foods/8', {
      token: owner.token,
      payload: { harga: 13_000 },
    });

    expect(changed.statusCode).toBe(200);
    await expect.poll(() => priceOn(second.app, 8)).toBe(13_000);
    expect(await priceOn(ctx.app, 8)).toBe(13_000);

    await call(second.app, 'PUT', '/api/admin/restaurant', {
      token: owner.token,
      payload: { name: 'Warung Bu Ratna' },
    });
    await expect.poll(() => nameOn(ctx.app)).toBe('Warung Bu Ratna');
  });

  // Only a PostgreSQL server has a connection to lose: the embedded database is in-process.
  if (!onPostgres) return;

  it('drop everything when their listening connection was lost, since notices may be gone', async () => {
    // The last change was heard by both: each now keeps the name it responds with.
    await expect.poll(() => nameOn(second.app)).toBe('Warung Bu Ratna');
    // A change whose notice nobody heard, as if made while the connection was down.
    await ctx.db.update(restaurant).set({ name: 'Dapur Ibu Ratna' });
    expect(await nameOn(second.app)).toBe('Warung Bu Ratna');

    const ended = (await ctx.db.execute(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "dapur_catalog"'
    `)) as unknown as { rows: unknown[] };

    expect(ended.rows).toHaveLength(2);
    await expect.poll(() => nameOn(second.app)).toBe('Dapur Ibu Ratna');
    await expect.poll(() => nameOn(ctx.app)).toBe('Dapur Ibu Ratna');
  });
});

describe('a backup restored into the database a server runs on', () => {
  const ctx = useTestApp();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('replaces the menu that server responds with (PostgreSQL: while it runs)', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    await call(ctx.app, 'PUT', '/api/admin/foods/3', {
      token: owner.token,
      payload: { nama: 'Nasi Goreng Spesial' },
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'dapur-catalog-restore-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'backup.tar.gz');
    const backups = (database: Database) =>
      createBackupsService({
        database,
        dataDir: dir,
        migrationsDir: ctx.config.migrationsDir,
      });
    const { stream } = await backups(ctx.database).archive();
    await pipeline(stream, createWriteStream(file));

    // A new shop, running: it responds with the demo menu and keeps it.
    const target = await openTestDatabase();
    cleanups.push(() => target.dispose());
    const shop = await buildApp({ config: ctx.config, database: target.database, logger: false });
    cleanups.push(() => shop.close());
    const dish = async () =>
      foodResponseSchema.parse((await call(shop, 'GET', '/api/foods/3')).json()).data.nama;
    expect(await dish()).toBe('Nasi Goreng Kampung');

    // `npm run restore`, with a connection of its own on PostgreSQL.
    const restorer = target.url
      ? await createDatabase({ databaseUrl: target.url })
      : target.database;
    if (target.url) cleanups.push(() => restorer.close());
    const backup = await openBackupFile(file, ctx.config.migrationsDir);
    cleanups.push(() => backup.dispose());
    await backups(restorer).restore(backup);

    await expect.poll(dish).toBe('Nasi Goreng Spesial');
  });
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Config } from '../src/config';
import { createDatabase, databaseTargetFor } from '../src/db/client';
import { migrationsOfCode } from '../src/db/migrate';
import { insertPictures, pictureOf } from '../src/lib/pictures';
import { bearer, multipartFile, registerOwner } from './accounts';
import { listPictures } from './fuzz/uploads';
import {
  collectingLogger,
  createEmbeddedDataDir,
  createPostgresTestDatabase,
  useSecondInstance,
  useTestApp,
} from './helper';
import { picture } from './pictures';
import { call } from './shop';
import { runCommand, shopConfig, startShop } from './shop-commands';

/**
 * Decision 067: the pictures the family uploads live in the database, so every instance on
 * it serves them, under the same /storage URLs and headers as when they were files.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STORED_IMAGE_POLICY = "default-src 'none'; sandbox";
const STRONG_ETAG = /^"[\w-]{43}"$/;
/** Each start of an embedded database on disk costs a second or two; these start several. */
const SEVERAL_STARTS = 60_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function temporaryDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `dapur-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty shop of the suite's kind: an embedded database, or PostgreSQL on `test:pg`. */
async function freshShop(): Promise<Config> {
  if (onPostgres) {
    const postgres = await createPostgresTestDatabase();
    cleanups.push(() => postgres.drop());
    return shopConfig({ dataDir: await temporaryDir('shop'), databaseUrl: postgres.url });
  }
  const dataDir = await createEmbeddedDataDir();
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return shopConfig({ dataDir });
}

async function upload(app: App, token: string, url: string, content: Buffer) {
  const form = multipartFile(content);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
}

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('two instances on one database', () => {
  const ctx = useTestApp();
  const other = useSecondInstance(ctx);
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  it('each serves a photo uploaded through the other, with the headers /storage always sent, and no file on disk', async () => {
    const data = await upload(
      ctx.app,
      owner.token,
      '/api/admin/foods/2/image',
      await picture('jpeg'),
    );
    const url = data.gambar_url as string;

    for (const src of [url, url.replace(/\.webp$/, '-400.webp')]) {
      const here = await get(ctx.app, src);
      const there = await get(other.app, src);

      expect([here.statusCode, there.statusCode], src).toEqual([200, 200]);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect(there.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(here.rawPayload.length),
        'cache-control': IMMUTABLE,
        'content-security-policy': STORED_IMAGE_POLICY,
        'x-content-type-options': 'nosniff',
        etag: here.headers.etag,
        'last-modified': here.headers['last-modified'],
      });
      expect(there.headers.etag).toMatch(STRONG_ETAG);
      expect((await sharp(there.rawPayload).metadata()).format).toBe('webp');
    }
    expect(existsSync(path.join(ctx.config.dataDir, 'storage'))).toBe(false);
  });

  it('answers a browser holding the picture with 304, and HEAD with the headers alone', async () => {
    const data = await upload(
      ctx.app,
      owner.token,
      '/api/admin/foods/3/image',
      await picture('png'),
    );
    const url = data.gambar_url as string;
    const first = await get(ctx.app, url);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;

    const validators: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': `"old", ${etag}` },
      { 'if-modified-since': lastModified },
    ];
    for (const headers of validators) {
      const again = await get(other.app, url, headers);
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers).toMatchObject({ etag, 'cache-control': IMMUTABLE });
    }
    expect((await get(other.app, url, { 'if-none-match': '"old"' })).statusCode).toBe(200);
    const head = await other.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(first.rawPayload.length),
      etag,
    });
    expect(head.body).toBe('');
  });

  it('stops serving a replaced photo, a deleted category’s and a replaced QRIS code on both', async () => {
    const food = await upload(
      ctx.app,
      owner.token,
      '/api/admin/foods/4/image',
      await picture('jpeg'),
    );
    const created = await call(ctx.app, 'POST', '/api/admin/categories', {
      token: owner.token,
      payload: { name: 'Kue Basah' },
    });
    const categoryId = created.json().data.id as number;
    const category = await upload(
      ctx.app,
      owner.token,
      `/api/admin/categories/${categoryId}/image`,
      await picture('jpeg'),
    );
    const qris = await upload(
      ctx.app,
      owner.token,
      '/api/admin/restaurant/qris',
      await picture('png'),
    );
    const old = [
      food.gambar_url as string,
      (food.gambar_url as string).replace(/\.webp$/, '-400.webp'),
      category.image_url as string,
      qris.qris_image_url as string,
    ];
    // The other instance keeps each in its memory now.
    for (const url of old) expect((await get(other.app, url)).statusCode, url).toBe(200);

    // Replaced through the other instance, and through this one.
    const replaced = await upload(
      other.app,
      owner.token,
      '/api/admin/foods/4/image',
      await picture('png'),
    );
    const deleted = await call(ctx.app, 'DELETE', `/api/admin/categories/${categoryId}`, {
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const newQris = await upload(
      ctx.app,
      owner.token,
      '/api/admin/restaurant/qris',
      await picture('jpeg'),
    );

    for (const url of old) {
      expect((await get(ctx.app, url)).statusCode, url).toBe(404);
      // On PostgreSQL the other instance hears of the change a moment after it commits.
      await expect
        .poll(async () => (await get(other.app, url)).statusCode, { timeout: 5_000 })
        .toBe(404);
    }
    for (const url of [replaced.gambar_url, newQris.qris_image_url] as string[]) {
      expect((await get(other.app, url)).statusCode, url).toBe(200);
    }
    const names = await listPictures(ctx.db);
    for (const url of old) expect(names).not.toContain(url.replace(/^\/storage\//, ''));
  });
});

describe('a shop whose pictures were files in DATA_DIR/storage', () => {
  it(
    'moves them into the database at its first start, says how many in one line, and keeps the folder renamed; the next start moves nothing',
    async () => {
      const config = await freshShop();
      const folder = path.join(config.dataDir, 'storage');
      const photo = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c05a14' } });
      const files: Record<string, Buffer> = {
        'foods/soto-1a2b3c4d.webp': await photo.webp().toBuffer(),
        'foods/soto-1a2b3c4d-400.webp': await photo.resize(4, 3).webp().toBuffer(),
        'qris/qris-5e6f7a8b.png': await photo.png().toBuffer(),
        'categories/kue-9c0d1e2f.webp': await photo.webp({ quality: 50 }).toBuffer(),
      };
      // What a restored backup of an old Dapur could have planted beside the pictures.
      const planted = { 'evil.html': '<script>1</script>', 'foods/.hidden.webp': 'x' };
      // Its database, as the start before the update left it.
      await (await startShop(config)).stop();
      for (const [name, content] of Object.entries({ ...files, ...planted })) {
        await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
        await writeFile(path.join(folder, name), content);
      }
      // Another instance on the same folder, starting at the same time, moved one of them already.
      const database = await createDatabase(databaseTargetFor(config));
      try {
        const qris = 'qris/qris-5e6f7a8b.png';
        await insertPictures(database.db, [pictureOf(qris, files[qris]!)]);
      } finally {
        await database.close();
      }

      const log = collectingLogger();
      const shop = await startShop(config, { logger: log.logger });
      try {
        const moved = log.lines.filter((line) => /^Moved \d+ pictures/.test(line.msg));
        expect(moved.map((line) => line.msg)).toEqual([
          `Moved 3 pictures from ${folder} into the database; the folder is kept, renamed storage-moved-to-database.`,
        ]);
        for (const [name, content] of Object.entries(files)) {
          const served = await get(shop.app, `/storage/${name}`);
          expect(served.statusCode, name).toBe(200);
          expect(served.rawPayload.equals(content), name).toBe(true);
          expect(served.headers['cache-control']).toBe(IMMUTABLE);
        }
        for (const name of Object.keys(planted)) {
          expect((await get(shop.app, `/storage/${name}`)).statusCode, name).toBe(404);
        }
        expect(existsSync(folder)).toBe(false);
        const kept = path.join(config.dataDir, 'storage-moved-to-database');
        expect((await readdir(kept, { recursive: true })).sort()).toEqual(
          expect.arrayContaining(Object.keys(files)),
        );
      } finally {
        await shop.stop();
      }

      const again = collectingLogger();
      const restarted = await startShop(config, { logger: again.logger });
      try {
        expect(again.lines.filter((line) => /^Moved \d+ pictures/.test(line.msg))).toEqual([]);
        expect(await listPictures(restarted.db)).toEqual(Object.keys(files).sort());
        expect((await get(restarted.app, '/storage/foods/soto-1a2b3c4d.webp')).statusCode).toBe(
          200,
        );
      } finally {
        await restarted.stop();
      }
    },
    SEVERAL_STARTS,
  );
});

describe('backups and the pictures in the database', () => {
  const ctx = useTestApp();
  const work: { file: string; photo: string; bytes: Buffer } = {
    file: '',
    photo: '',
    bytes: Buffer.alloc(0),
  };

  beforeAll(async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const data = await upload(
      ctx.app,
      owner.token,
      '/api/admin/foods/2/image',
      await picture('jpeg'),
    );
    work.photo = data.gambar_url as string;
    work.bytes = (await get(ctx.app, work.photo)).rawPayload;
    const backup = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: bearer(owner.token),
    });
    expect(backup.statusCode).toBe(200);
    work.file = path.join(await temporaryDir('backup'), 'backup.tar.gz');
    await writeFile(work.file, backup.rawPayload);
  });

  /** The restored shop serves the photo, named by its dish, with the same bytes. */
  async function expectPhotoServed(config: Config) {
    const shop = await startShop(config);
    try {
      const served = await get(shop.app, work.photo);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(work.bytes)).toBe(true);
      const dish = await call(shop.app, 'GET', '/api/foods/2');
      expect(dish.json().data.gambar_url).toBe(work.photo);
    } finally {
      await shop.stop();
    }
  }

  it('carries each picture as a file under storage/ and the rest of its row in tables/pictures.json', async () => {
    const entries: string[] = [];
    await list({ file: work.file, onReadEntry: (entry) => entries.push(entry.path) });
    const name = work.photo.replace(/^\/storage\//, '');
    expect(entries).toEqual(expect.arrayContaining([`storage/${name}`, 'tables/pictures.json']));
    const dir = await temporaryDir('content');
    await extract({ file: work.file, cwd: dir });
    expect((await readFile(path.join(dir, 'storage', name))).equals(work.bytes)).toBe(true);
    const rows = JSON.parse(await readFile(path.join(dir, 'tables', 'pictures.json'), 'utf8'));
    expect(rows).toContainEqual({
      name,
      content_type: 'image/webp',
      size: work.bytes.length,
      etag: expect.stringMatching(STRONG_ETAG),
      created_at: expect.any(String),
    });
  });

  it(
    'restores one made before pictures moved into the database (no pictures table): its storage files go into the database',
    async () => {
      const dir = await temporaryDir('old-format');
      await extract({ file: work.file, cwd: dir });
      const manifestFile = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
      const migrations = await migrationsOfCode(ctx.config.migrationsDir);
      delete manifest.tables.pictures;
      manifest.migration = migrations.at(-2)!.tag;
      await writeFile(manifestFile, JSON.stringify(manifest));
      await rm(path.join(dir, 'tables', 'pictures.json'));
      const old = path.join(await temporaryDir('old-backup'), 'old.tar.gz');
      await create({ file: old, gzip: true, cwd: dir }, await readdir(dir));
      const config = await freshShop();

      const restored = await runCommand(config, 'restore', old);

      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.out).toContain('with 2 uploaded pictures');
      await expectPhotoServed(config);
    },
    SEVERAL_STARTS,
  );

  it(
    'made of a shop not started since the update, carries its DATA_DIR/storage pictures, which restore into the database',
    async () => {
      const config = await freshShop();
      // The database as the previous version left it: no pictures table, its migration not applied.
      const latest = (await migrationsOfCode(ctx.config.migrationsDir)).at(-1)!;
      const database = await createDatabase(databaseTargetFor(config));
      try {
        await buildApp({ config, database, logger: false }).then((app) => app.close());
        await database.db.execute(sql`drop table pictures`);
        await database.db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when}`,
        );
      } finally {
        await database.close();
      }
      const name = work.photo.replace(/^\/storage\//, '');
      await mkdir(path.dirname(path.join(config.dataDir, 'storage', name)), { recursive: true });
      await writeFile(path.join(config.dataDir, 'storage', name), work.bytes);
      const file = path.join(await temporaryDir('before-update'), 'backup.tar.gz');

      const backedUp = await runCommand(config, 'backup', file);

      expect(backedUp.err).toBe('');
      expect(backedUp.code).toBe(0);
      const entries: string[] = [];
      await list({ file, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toContain(`storage/${name}`);
      expect(entries).not.toContain('tables/pictures.json');

      const target = await freshShop();
      const restored = await runCommand(target, 'restore', file);
      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      const shop = await startShop(target);
      try {
        const served = await get(shop.app, work.photo);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(work.bytes)).toBe(true);
      } finally {
        await shop.stop();
      }
    },
    SEVERAL_STARTS,
  );
});

describe('a picture stored twice under one name', () => {
  const ctx = useTestApp();

  it('is refused: a name never gets other bytes, so no instance’s copy can be stale', async () => {
    const name = 'foods/soto-00000000.webp';
    await insertPictures(ctx.db, [pictureOf(name, Buffer.from('first'))]);

    await expect(
      insertPictures(ctx.db, [pictureOf(name, Buffer.from('second'))]),
    ).rejects.toThrow();
    expect((await get(ctx.app, `/storage/${name}`)).rawPayload.toString()).toBe('first');
  });
});

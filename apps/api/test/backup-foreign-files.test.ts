import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import sharp from 'sharp';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPictures, pictureOf } from '../src/lib/pictures';
import { createBackupsService } from '../src/modules/backups/backups.service';
import { useTestApp } from './helper';
import { runCommand, shopConfig, startShop } from './shop-commands';

/**
 * Finding 8 of issue 32: a backup's storage part is served under /storage from the shop's
 * own origin, so a page or script planted there would run as the shop. A restore takes
 * only the kinds of picture the shop writes.
 */
const ctx = useTestApp();
const cleanups: (() => Promise<unknown>)[] = [];
const work = { content: '' };

async function temporaryDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `dapur-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The backup's content with `extra` (name under the archive → text) added, packed again. */
async function backupWith(extra: Record<string, string>): Promise<string> {
  const content = await temporaryDir('content');
  await extract({ file: path.join(work.content, 'backup.tar.gz'), cwd: content });
  for (const [name, text] of Object.entries(extra)) {
    await mkdir(path.dirname(path.join(content, name)), { recursive: true });
    await writeFile(path.join(content, name), text);
  }
  const file = path.join(await temporaryDir('backup'), 'planted.tar.gz');
  await create({ file, gzip: true, cwd: content }, await readdir(content));
  return file;
}

beforeAll(async () => {
  const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c05a14' } });
  await insertPictures(ctx.db, [
    pictureOf('foods/soto-1a2b3c4d.webp', await photo.webp().toBuffer()),
    pictureOf('qris/qris-1a2b3c4d.png', await photo.png().toBuffer()),
  ]);
  const backups = createBackupsService({
    database: ctx.database,
    dataDir: ctx.config.dataDir,
    migrationsDir: ctx.config.migrationsDir,
  });
  work.content = await temporaryDir('made');
  const { stream } = await backups.archive(new Date());
  await pipeline(stream, createWriteStream(path.join(work.content, 'backup.tar.gz')));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('restoring a backup whose storage holds more than pictures', () => {
  it.each([
    ['storage/evil.html', '<script>alert(document.domain)</script>'],
    ['storage/foods/menu.js', 'fetch("/api/admin/backup")'],
    ['storage/qris/qris.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'],
    ['storage/foods/.htaccess', 'AddType text/html .webp'],
    ['storage/foods/soto.webp.html', '<p>not a picture</p>'],
  ])('refuses it for %s, naming the file, and restores nothing', async (name, text) => {
    const file = await backupWith({ [name]: text });
    const dataDir = path.join(await temporaryDir('shop'), 'data');

    const refused = await runCommand(shopConfig({ dataDir }), 'restore', file);

    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `${file} holds ${name}, which is not a picture Dapur writes (only .webp and .png files belong under storage/). Restore refused. Nothing was changed.\n`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('restores the same backup without the planted file, its pictures served', async () => {
    const file = await backupWith({});
    const dataDir = path.join(await temporaryDir('shop'), 'data');

    const restored = await runCommand(shopConfig({ dataDir }), 'restore', file);

    expect(restored.code, restored.err).toBe(0);
    const shop = await startShop(shopConfig({ dataDir }));
    try {
      for (const url of ['/storage/foods/soto-1a2b3c4d.webp', '/storage/qris/qris-1a2b3c4d.png']) {
        const response = await shop.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
      }
    } finally {
      await shop.stop();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { foodListResponseSchema } from '@dapur/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { foods } from '../src/db/schema/index';
import { useTestApp } from './helper';

async function foodCount(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/foods' });
  return foodListResponseSchema.parse(response.json()).data.length;
}

describe('starting again on the same database', () => {
  const ctx = useTestApp();

  it('keeps the menu as it is instead of loading the demo a second time', async () => {
    await ctx.db.update(foods).set({ harga: 27_500 }).where(eq(foods.id, 3));

    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const dish = await restarted.inject({ method: 'GET', url: '/api/foods/3' });

      expect(await foodCount(restarted)).toBe(22);
      expect(dish.json().data.harga).toBe(27_500);
    } finally {
      await restarted.close();
    }
  });
});

describe('starting on a database a newer version of Dapur migrated', () => {
  const ctx = useTestApp();

  it('refuses, saying to update Dapur first, and leaves the database as it is', async () => {
    const future = Date.UTC(2099, 0, 1);
    await ctx.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${future})`,
    );

    await expect(
      buildApp({ config: ctx.config, database: ctx.database, logger: false }),
    ).rejects.toThrow(
      'The database was migrated by a newer version of Dapur (a migration of 2099-01-01T00:00:00.000Z this version does not have): update Dapur first.',
    );
    const foodsLeft = (await ctx.db.execute(sql`select count(*)::int as n from foods`)) as {
      rows: { n: number }[];
    };
    expect(foodsLeft.rows[0]?.n).toBe(22);
  });
});

describe('the embedded database in DATA_DIR', () => {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates missing parent folders, keeps its data across restarts and a small page cache', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'dapur-data-'));
    tempDirs.push(root);
    const config = { ...loadConfig({}), dataDir: path.join(root, 'not', 'yet', 'there') };

    const first = await buildApp({ config, logger: false });
    expect(await foodCount(first)).toBe(22);
    await first.inject({ method: 'GET', url: '/api/health' });
    await first.close();

    const database = await createDatabase({ dataDir: config.dataDir });
    try {
      // A small page cache: the shop's process holds all of it in memory (decision 029).
      const buffers = (await database.db.execute(sql`show shared_buffers`)) as {
        rows: { shared_buffers: string }[];
      };
      expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
      await database.db.update(foods).set({ nama: 'Nasi Goreng Spesial' }).where(eq(foods.id, 3));
    } finally {
      await database.close();
    }

    const second = await buildApp({ config, logger: false });
    try {
      const dish = await second.inject({ method: 'GET', url: '/api/foods/3' });
      expect(await foodCount(second)).toBe(22);
      expect(dish.json().data.nama).toBe('Nasi Goreng Spesial');
    } finally {
      await second.close();
    }
  }, 60_000); // Creates a database on disk and opens it three times, each flushing to disk.
});

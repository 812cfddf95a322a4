import {
  adminCategoryResponseSchema,
  adminFoodResponseSchema,
  categoryListResponseSchema,
  foodResponseSchema,
} from '@dapur/shared';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { categories, foods } from '../src/db/schema/index';
import { bearer, multipartFile, registerOwner } from './accounts';
import { expectContractError } from './fuzz/contract';
import { snapshotDatabase } from './fuzz/db-snapshot';
import { listPictures } from './fuzz/uploads';
import { useTestApp } from './helper';
import * as menu from './menu';
import {
  checkerboard,
  edgesAlong,
  gaps,
  picture,
  sidewaysPhoto,
  SVG,
  truncatedJpeg,
} from './pictures';
import { call } from './shop';

type Target = 'foods' | 'categories';
type Upload = ReturnType<typeof multipartFile>;

const NOT_AN_IMAGE = { status: 'error', message: 'Berkas harus foto JPEG, PNG atau WebP.' };
const FIVE_MB = 5 * 1024 * 1024;

/**
 * The demo pictures that ship with the code, copied: the tests prove they survive a
 * replaced photo, and a bug must not be able to delete the real ones.
 */
const demoStorage = mkdtempSync(path.join(tmpdir(), 'dapur-demo-storage-'));
cpSync(loadConfig({}).storageDir, demoStorage, { recursive: true });
afterAll(() => rmSync(demoStorage, { recursive: true, force: true }));

describe('photos of dishes and categories', () => {
  const ctx = useTestApp({ storageDir: demoStorage });
  // One owner for the file: passwords are slow to hash on purpose.
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const twinOf = (url: string) => url.replace(/\.webp$/, '-400.webp');

  /** The picture served at `url`, which must be there. */
  async function served(url: string): Promise<Buffer> {
    const response = await call(ctx.app, 'GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  }

  const upload = (target: Target, id: number, file: Upload) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${target}/${id}/image`,
      headers: { ...bearer(owner.token), ...file.headers },
      payload: file.payload,
    });

  const createFood = (nama = 'Es Dawet') =>
    menu.createFood(ctx.app, owner.token, { nama, harga: 8_000 });
  const createCategory = (name = 'Es & Minuman') =>
    menu.createCategory(ctx.app, owner.token, { name });

  const storedFiles = () => listPictures(ctx.db);

  /** The photo at `url` and its smaller twin: served as WebP at 800×600 and 400×300. */
  async function expectStoredPhoto(url: string) {
    for (const [src, width, height] of [
      [url, 800, 600],
      [twinOf(url), 400, 300],
    ] as const) {
      const response = await call(ctx.app, 'GET', src);
      expect(response.statusCode, src).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const { format, ...size } = await sharp(response.rawPayload).metadata();
      expect({ format, width: size.width, height: size.height }).toEqual({
        format: 'webp',
        width,
        height,
      });
    }
  }

  it.each([
    ['a JPEG named menu.png, declared a PNG', 'jpeg', 'menu.png', 'image/png'],
    ['a PNG named foto.jpg, declared a JPEG', 'png', 'foto.jpg', 'image/jpeg'],
    [
      'a WebP named IMG_2024, declared octet-stream',
      'webp',
      'IMG_2024',
      'application/octet-stream',
    ],
  ] as const)(
    'of a dish: takes %s, stores it as WebP with its twin',
    async (_label, format, filename, contentType) => {
      const food = await createFood();

      const response = await upload(
        'foods',
        food.id,
        multipartFile(await picture(format), { filename, contentType }),
      );

      expect(response.statusCode, response.body).toBe(200);
      const photographed = adminFoodResponseSchema.strict().parse(response.json()).data;
      const url = photographed.gambar_url!;
      expect(url).toMatch(/^\/storage\/foods\/es-dawet-[0-9a-f]{8}\.webp$/);
      expect(photographed).toEqual({
        ...food,
        gambar: url.replace('/storage/', ''),
        gambar_url: url,
      });
      await expectStoredPhoto(url);
      expect(
        foodResponseSchema.parse((await call(ctx.app, 'GET', `/api/foods/${food.id}`)).json()).data,
      ).toMatchObject({ gambar_url: url });
    },
  );

  it('of a category: stored as WebP with its twin, shown on the public menu', async () => {
    const category = await createCategory();

    const response = await upload(
      'categories',
      category.id,
      multipartFile(await picture('png'), { filename: 'kategori.png', contentType: 'image/png' }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const photographed = adminCategoryResponseSchema.strict().parse(response.json()).data;
    const url = photographed.image_url!;
    expect(url).toMatch(/^\/storage\/categories\/es-minuman-[0-9a-f]{8}\.webp$/);
    expect(photographed).toEqual({ ...category, image_url: url });
    await expectStoredPhoto(url);
    const listed = categoryListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/categories')).json(),
    ).data;
    expect(listed.find((item) => item.id === category.id)?.image_url).toBe(url);
  });

  it('crops a portrait photo to 4:3 without stretching it', async () => {
    const food = await createFood('Es Campur');

    const response = await upload(
      'foods',
      food.id,
      multipartFile(await checkerboard(600, 1600, 90)),
    );

    expect(response.statusCode, response.body).toBe(200);
    const file = await served(response.json().data.gambar_url);
    const { data, info } = await sharp(file)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 600]);
    const column = Array.from({ length: 600 }, (_, y) => data[y * 800 + 420]!);
    const down = edgesAlong(column);
    // A row through the middle of a square, away from any edge.
    const y = Math.round((down[0]! + down[1]!) / 2);
    const across = edgesAlong(Array.from({ length: 800 }, (_, x) => data[y * 800 + x]!));
    // 90-pixel squares scaled by 800 / 600 are 120 pixels each way; stretched, 34 high.
    expect(down.length).toBeGreaterThanOrEqual(4);
    expect(across.length).toBeGreaterThanOrEqual(5);
    for (const side of [...gaps(down), ...gaps(across)]) {
      expect(side).toBeGreaterThanOrEqual(115);
      expect(side).toBeLessThanOrEqual(125);
    }
  });

  it('turns a photo the phone stored sideways (EXIF orientation 6) upright', async () => {
    const food = await createFood('Es Doger');
    const sideways = await sidewaysPhoto();

    const response = await upload('foods', food.id, multipartFile(sideways));

    expect(response.statusCode, response.body).toBe(200);
    const file = await served(response.json().data.gambar_url);
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 600]);
    expect((await sharp(file).metadata()).orientation).toBeUndefined();
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return data[at]! > data[at + 2]! ? 'red' : 'blue';
    };
    // Upright, the top of the stored picture is on the right.
    expect([pixel(100, 100), pixel(100, 500), pixel(700, 100), pixel(700, 500)]).toEqual([
      'blue',
      'blue',
      'red',
      'red',
    ]);
  });

  it('deletes the old photo and its twin when one is replaced', async () => {
    const food = await createFood('Es Kelapa');
    const category = await createCategory('Kelapa Muda');
    const first = {
      foods: (await upload('foods', food.id, multipartFile(await picture('jpeg')))).json().data
        .gambar_url as string,
      categories: (
        await upload('categories', category.id, multipartFile(await picture('jpeg')))
      ).json().data.image_url as string,
    };

    const second = {
      foods: await upload('foods', food.id, multipartFile(await picture('webp'))),
      categories: await upload('categories', category.id, multipartFile(await picture('webp'))),
    };

    for (const target of ['foods', 'categories'] as const) {
      expect(second[target].statusCode, second[target].body).toBe(200);
      const data = second[target].json().data;
      const url = (target === 'foods' ? data.gambar_url : data.image_url) as string;
      expect(url).not.toBe(first[target]);
      await expectStoredPhoto(url);
      for (const old of [first[target], twinOf(first[target])]) {
        expect((await call(ctx.app, 'GET', old)).statusCode, old).toBe(404);
        expect(await storedFiles()).not.toContain(old.replace(/^\/storage\//, ''));
      }
    }
  });

  it('never deletes a demo picture that ships with the code, replaced or with its category', async () => {
    const [demoFood] = await ctx.db
      .select({ id: foods.id, gambar: foods.gambar })
      .from(foods)
      .where(isNotNull(foods.gambar))
      .limit(1);
    const [demoCategory, otherDemoCategory] = await ctx.db
      .select({ id: categories.id, image: categories.image })
      .from(categories)
      .where(isNotNull(categories.image))
      .limit(2);
    const demoFiles = [demoFood!.gambar!, demoCategory!.image!, otherDemoCategory!.image!];
    const before = await Promise.all(
      demoFiles.map((file) => readFile(path.join(demoStorage, file))),
    );

    const food = await upload('foods', demoFood!.id, multipartFile(await picture('jpeg')));
    const category = await upload(
      'categories',
      demoCategory!.id,
      multipartFile(await picture('png')),
    );
    const deleted = await call(
      ctx.app,
      'DELETE',
      `/api/admin/categories/${otherDemoCategory!.id}`,
      {
        token: owner.token,
      },
    );

    expect([food.statusCode, category.statusCode, deleted.statusCode]).toEqual([200, 200, 200]);
    expect(food.json().data.gambar).not.toBe(demoFood!.gambar);
    for (const [index, file] of demoFiles.entries()) {
      expect((await readFile(path.join(demoStorage, file))).equals(before[index]!)).toBe(true);
      const served = await call(ctx.app, 'GET', `/storage/${file}`);
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  const refusals: [string, () => Promise<Upload>, number, object][] = [
    [
      'a PHP script named foto.jpg, declared a JPEG',
      async () => multipartFile(Buffer.from('<?php system($_GET["c"]); ?>')),
      415,
      NOT_AN_IMAGE,
    ],
    [
      'a GIF',
      async () =>
        multipartFile(await picture('gif'), { filename: 'foto.gif', contentType: 'image/gif' }),
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an SVG',
      async () => multipartFile(SVG, { filename: 'foto.svg', contentType: 'image/svg+xml' }),
      415,
      NOT_AN_IMAGE,
    ],
    ['a truncated JPEG', async () => multipartFile(await truncatedJpeg()), 415, NOT_AN_IMAGE],
    [
      'a JPEG padded past 5 MB',
      async () => {
        const jpeg = await picture('jpeg');
        return multipartFile(Buffer.concat([jpeg, Buffer.alloc(FIVE_MB + 1 - jpeg.length)]));
      },
      413,
      { status: 'error', message: 'Foto maksimal 5 MB.' },
    ],
    [
      'a photo in another field than image',
      async () => multipartFile(await picture('jpeg'), { field: 'foto' }),
      422,
      {
        status: 'error',
        message: 'Pilih foto untuk diunggah.',
        errors: { image: ['Pilih foto untuk diunggah.'] },
      },
    ],
  ];

  it.each(refusals)(
    'refuses %s, leaving the database and its pictures as they were',
    async (_label, file, status, body) => {
      const food = await createFood('Es Teler');
      const category = await createCategory('Es Buah');
      await upload('foods', food.id, multipartFile(await picture('jpeg')));
      const before = { database: await snapshotDatabase(ctx.db), files: await storedFiles() };

      for (const [target, id] of [
        ['foods', food.id],
        ['categories', category.id],
      ] as const) {
        const response = await upload(target, id, await file());

        expectContractError(response, status);
        expect(response.json()).toEqual(body);
      }
      expect({ database: await snapshotDatabase(ctx.db), files: await storedFiles() }).toEqual(
        before,
      );
    },
  );

  it('refuses a JSON body instead of a form with 415, changing nothing', async () => {
    const food = await createFood('Es Selasih');
    const before = { database: await snapshotDatabase(ctx.db), files: await storedFiles() };

    const response = await call(ctx.app, 'POST', `/api/admin/foods/${food.id}/image`, {
      token: owner.token,
      payload: { image: 'foto.jpg' },
    });

    expectContractError(response, 415);
    expect(response.json()).toEqual(NOT_AN_IMAGE);
    expect({ database: await snapshotDatabase(ctx.db), files: await storedFiles() }).toEqual(
      before,
    );
  });

  it('responds with 404 for an unknown dish or category, and stores no picture', async () => {
    const before = { database: await snapshotDatabase(ctx.db), files: await storedFiles() };

    const dish = await upload('foods', 999_999, multipartFile(await picture('jpeg')));
    const category = await upload('categories', 999_999, multipartFile(await picture('jpeg')));

    expectContractError(dish, 404);
    expect(dish.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
    expectContractError(category, 404);
    expect(category.json()).toEqual({ status: 'error', message: 'Kategori tidak ditemukan.' });
    expect({ database: await snapshotDatabase(ctx.db), files: await storedFiles() }).toEqual(
      before,
    );
  });

  it('is read only by the upload routes: a form sent anywhere else is 415, changing nothing', async () => {
    const food = await createFood('Es Gempol');
    const category = await createCategory('Es Tradisional');
    const before = { database: await snapshotDatabase(ctx.db), files: await storedFiles() };

    for (const [method, url] of [
      ['PUT', `/api/admin/foods/${food.id}`],
      ['POST', '/api/admin/foods'],
      ['PUT', `/api/admin/categories/${category.id}`],
      ['PUT', '/api/admin/restaurant'],
      ['POST', '/api/cart'],
    ] as const) {
      const form = multipartFile(await picture('jpeg'));
      const response = await ctx.app.inject({
        method,
        url,
        headers: { ...bearer(owner.token), ...form.headers },
        payload: form.payload,
      });

      expectContractError(response, 415);
      expect(response.json(), `${method} ${url}`).toEqual({
        status: 'error',
        message: 'Jenis konten tidak didukung.',
      });
    }
    expect({ database: await snapshotDatabase(ctx.db), files: await storedFiles() }).toEqual(
      before,
    );
  });
});

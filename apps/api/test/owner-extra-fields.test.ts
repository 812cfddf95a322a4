import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { INVITE_TTL_HOURS } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  foods,
  invites,
  orders,
  payments,
  restaurant,
  suggestions,
  users,
} from '../src/db/schema/index';
import {
  bearer,
  collectingMailer,
  login,
  newAccount,
  PASSWORD,
  registerAndLogin,
  registerOwner,
} from './accounts';
import { PRIVILEGED_FIELDS } from './fuzz/arbitraries';
import { useTestApp } from './helper';
import { call, orderDirect, pay } from './shop';

const LONG_AGO = '2000-01-01T00:00:00.000Z';
const FAR_AHEAD = '2100-01-01T00:00:00.000Z';

/** Written "a minute ago or later": not the date the client sent. */
const isRecent = (date: Date | null) => date !== null && date.getTime() > Date.now() - 60_000;

/** What a client might send to set what only the server decides on the family's rows. */
const SMUGGLED = {
  ...PRIVILEGED_FIELDS,
  slug: 'diretas',
  gambar: '../../../etc/passwd',
  gambar_url: '/storage/diretas.webp',
  image: 'categories/diretas.webp',
  image_url: '/storage/categories/diretas.webp',
  archived: true,
  archived_at: LONG_AGO,
  food_count: 99,
  qris_image: 'qris/diretas.png',
  qris_image_url: '/storage/qris/diretas.png',
  updated_at: LONG_AGO,
  verified_at: LONG_AGO,
  method: 'cash',
  expires_at: FAR_AHEAD,
  accepted_at: LONG_AGO,
  token_hash: 'diretas',
};

/**
 * Every write of the family's side, sent a valid body plus fields the caller does not get
 * to set: none of them may be written, and no other row may change.
 */
describe("fields the family's calls do not take", () => {
  const mailer = collectingMailer();
  const ctx = useTestApp({}, { mailer });
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  const asOwner = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(ctx.app, method, url, { token: owner.token, payload });
  const food = async (id: number) =>
    (await ctx.db.select().from(foods).where(eq(foods.id, id)))[0]!;
  const category = async (id: number) =>
    (await ctx.db.select().from(categories).where(eq(categories.id, id)))[0]!;

  it('new dish: its slug, no photo, not archived, created now', async () => {
    const other = await food(2);

    const response = await asOwner('POST', '/api/admin/foods', {
      ...SMUGGLED,
      id: 2,
      nama: 'Soto Ayam',
      harga: 18000,
    });

    expect(response.statusCode, response.body).toBe(201);
    const row = await food(response.json().data.id);
    expect(row).toMatchObject({
      nama: 'Soto Ayam',
      harga: 18000,
      gambar: null,
      archivedAt: null,
      isAvailable: true,
    });
    expect(row.id).not.toBe(2);
    expect(row.slug).toMatch(/^soto-ayam-[0-9a-f]{6}$/);
    expect(isRecent(row.createdAt)).toBe(true);
    expect(response.json().data).toMatchObject({ archived: false, gambar: null });
    expect(await food(2)).toEqual(other);
  });

  it('dish change: only the fields sent change', async () => {
    const [before, other] = [await food(3), await food(4)];

    const response = await asOwner('PUT', '/api/admin/foods/3', {
      ...SMUGGLED,
      id: 4,
      harga: 21000,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await food(3)).toEqual({ ...before, harga: 21000, updatedAt: expect.any(Date) });
    expect(await food(4)).toEqual(other);
  });

  it('archiving a dish: archived now, whatever date the body gives, that dish only', async () => {
    const other = await food(6);

    const response = await asOwner('DELETE', '/api/admin/foods/5', { ...SMUGGLED, id: 6 });

    expect(response.statusCode, response.body).toBe(200);
    expect(isRecent((await food(5)).archivedAt)).toBe(true);
    expect(await food(6)).toEqual(other);
  });

  it('new category: its slug, no photo, created now', async () => {
    const other = await category(2);

    const response = await asOwner('POST', '/api/admin/categories', {
      ...SMUGGLED,
      id: 2,
      name: 'Minuman Dingin',
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ image_url: null, food_count: 0 });
    const row = await category(response.json().data.id);
    expect(row).toMatchObject({ name: 'Minuman Dingin', image: null });
    expect(row.slug).toMatch(/^minuman-dingin-[0-9a-f]{6}$/);
    expect(isRecent(row.createdAt)).toBe(true);
    expect(await category(2)).toEqual(other);
  });

  it('category change: only the fields sent change', async () => {
    const [before, other] = [await category(3), await category(4)];

    const response = await asOwner('PUT', '/api/admin/categories/3', {
      ...SMUGGLED,
      id: 4,
      description: 'Segar',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await category(3)).toEqual({ ...before, description: 'Segar' });
    expect(await category(4)).toEqual(other);
  });

  it('deleting a category: the one in the path, not the one in the body', async () => {
    const created = await asOwner('POST', '/api/admin/categories', { name: 'Sementara' });
    const other = await category(1);

    const response = await asOwner('DELETE', `/api/admin/categories/${created.json().data.id}`, {
      ...SMUGGLED,
      id: 1,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(
      await ctx.db.select().from(categories).where(eq(categories.id, created.json().data.id)),
    ).toEqual([]);
    expect(await category(1)).toEqual(other);
  });

  it.each([
    ['/api/admin/foods/7/image', 'foods/'],
    ['/api/admin/categories/1/image', 'categories/'],
    ['/api/admin/restaurant/qris', 'qris/'],
  ])('photo %s: the file name is the server’s, whatever the form says', async (url, folder) => {
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2e86c1' },
    })
      .png()
      .toBuffer();
    const boundary = 'dapur-extra-fields';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('gambar', SMUGGLED.gambar) +
          field('id', '2') +
          field('qris_image', SMUGGLED.qris_image) +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; ` +
          'filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n',
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const [otherFood, otherCategory] = [await food(2), await category(2)];

    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(owner.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const stored = (data.gambar ?? data.image_url ?? data.qris_image_url) as string;
    expect(stored.replace(/^\/storage\//, '')).toMatch(
      new RegExp(`^${folder}[a-z0-9-]+-[0-9a-f]{8}\\.(webp|png)$`),
    );
    expect(await food(2)).toEqual(otherFood);
    expect(await category(2)).toEqual(otherCategory);
  });

  it('restaurant profile: only the fields sent change; its QRIS picture stays', async () => {
    const [before] = await ctx.db.select().from(restaurant);

    const response = await asOwner('PUT', '/api/admin/restaurant', {
      ...SMUGGLED,
      id: 2,
      name: 'Warung Dapur Baru',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.db.select().from(restaurant)).toEqual([
      { ...before, name: 'Warung Dapur Baru', updatedAt: expect.any(Date) },
    ]);
  });

  it('order move: only its status changes', async () => {
    const order = await orderDirect(ctx.app, customer.token, 3, 2);
    await pay(ctx.app, customer.token, order.id);
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));

    const response = await asOwner('PUT', `/api/admin/orders/${order.id}/status`, {
      ...SMUGGLED,
      user_id: owner.user.id,
      name: 'Orang Lain',
      address: 'Alamat Lain',
      phone: '081111111111',
      status: 'processing',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.db.select().from(orders).where(eq(orders.id, order.id))).toEqual([
      { ...before, status: 'processing', updatedAt: expect.any(Date) },
    ]);
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
      payment,
    ]);
  });

  it('payment check: the verdict and its time; never the amount, status or payment time', async () => {
    const order = await orderDirect(ctx.app, customer.token, 4, 1);
    await pay(ctx.app, customer.token, order.id);
    const [before] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));

    const response = await asOwner('PUT', `/api/admin/payments/${order.id}/verification`, {
      ...SMUGGLED,
      status: 'pending',
      amount: 1,
      paid_at: LONG_AGO,
      verification: 'rejected',
    });

    expect(response.statusCode, response.body).toBe(200);
    const [after] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(after).toEqual({
      ...before,
      verification: 'rejected',
      verifiedAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(isRecent(after!.verifiedAt)).toBe(true);
  });

  it('hiding a suggestion: only whether it is hidden', async () => {
    const written = await call(ctx.app, 'POST', '/api/suggestions', {
      token: customer.token,
      payload: { content: 'Tambah sambal matah.' },
    });
    const id = written.json().data.id as number;
    const [before] = await ctx.db.select().from(suggestions).where(eq(suggestions.id, id));

    const response = await asOwner('PUT', `/api/admin/suggestions/${id}`, {
      ...SMUGGLED,
      user_id: owner.user.id,
      content: 'Diubah oleh pemilik',
      user: { name: 'Pemilik' },
      hidden: true,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.db.select().from(suggestions).where(eq(suggestions.id, id))).toEqual([
      { ...before, hidden: true },
    ]);
  });

  /** The link token emailed to `email` (the invite is sent after the response). */
  async function inviteToken(email: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const sent = mailer.sent.find((message) => message.to === email);
      const token = sent && /\/admin\/invite\/([\w-]+)/.exec(sent.text)?.[1];
      if (token) return token;
      await sleep(20);
    }
    throw new Error(`No invite sent to ${email}`);
  }

  it('invite: from the caller, for 48 hours, not yet taken', async () => {
    const email = `adik.${Date.now()}@contoh.id`;

    const response = await asOwner('POST', '/api/admin/invites', {
      ...SMUGGLED,
      invited_by: customer.user.id,
      email,
    });

    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(invites)
      .where(eq(invites.id, response.json().data.id));
    expect(row).toMatchObject({ email, invitedBy: owner.user.id, acceptedAt: null });
    expect(row!.tokenHash).not.toBe(SMUGGLED.token_hash);
    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(INVITE_TTL_HOURS - 1);
    expect(hoursLeft).toBeLessThanOrEqual(INVITE_TTL_HOURS);
    expect(isRecent(row!.createdAt)).toBe(true);
  });

  it('accepting an invite: an owner with the invited email, whatever email the body gives', async () => {
    const email = `kakak.${Date.now()}@contoh.id`;
    await asOwner('POST', '/api/admin/invites', { email });
    const token = await inviteToken(email);
    const [customerBefore] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, customer.user.id));

    const response = await call(ctx.app, 'POST', `/api/invites/${token}/accept`, {
      payload: {
        ...SMUGGLED,
        id: customer.user.id,
        email: customer.user.email,
        role: 'customer',
        name: 'Kakak',
        alamat: 'Jl. Keluarga 1',
        telephone: '081234567891',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });

    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, response.json().data.id));
    expect(row).toMatchObject({ email, role: 'owner', name: 'Kakak', tokensValidAfter: null });
    expect(row!.id).not.toBe(customer.user.id);
    expect(isRecent(row!.createdAt)).toBe(true);
    expect(await ctx.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([
      customerBefore,
    ]);
    await login(ctx.app, email);
  });
});

describe('fields setting up the first owner does not take', () => {
  const ctx = useTestApp();

  it('setup: an owner, created now, with the hash of the password sent', async () => {
    const code = (await readFile(path.join(ctx.config.dataDir, 'setup-code'), 'utf8')).trim();
    const account = newAccount();

    const response = await call(ctx.app, 'POST', '/api/setup', {
      payload: { ...SMUGGLED, id: 424242, role: 'customer', code, ...account },
    });

    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, response.json().data.id));
    expect(row).toMatchObject({ email: account.email, role: 'owner', tokensValidAfter: null });
    expect(row!.id).not.toBe(424242);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(isRecent(row!.createdAt)).toBe(true);
    await login(ctx.app, account.email);
  });
});

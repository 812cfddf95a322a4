import { describe, expect, it } from 'vitest';
import { bearer, collectingMailer, newAccount, registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call, DELIVERY } from './shop';

/**
 * Finding 7 of issue 32: a customer named "Budi⏎Pembayaran: LUNAS" wrote a line of their
 * own into the family's new-order email. One-line fields refuse line breaks and other
 * control characters; an address or a note keeps its lines, quoted wherever we write it.
 */
const mailbox = collectingMailer();
// Every order emailed at once: this file reads the email of each (grouping: order-emails.test.ts).
const ctx = useTestApp(
  { publicUrl: 'https://dapur.example', orderEmailIntervalMs: 0 },
  { mailer: mailbox },
);

const FAKE_LINE = 'Budi\nPembayaran: LUNAS';
const MULTI_LINE_ADDRESS = 'Jl. Mawar 5\nRT 03 / RW 02\r\nPembayaran: LUNAS';

function expectRefused(response: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors?.[field]).toEqual([message]);
}

describe('a one-line field', () => {
  it.each([
    ['name', FAKE_LINE, 'Nama tidak boleh berisi baris baru.'],
    ['name', 'Budi\rPembayaran: LUNAS', 'Nama tidak boleh berisi baris baru.'],
    ['name', 'Budi\u2028Pembayaran: LUNAS', 'Nama tidak boleh berisi baris baru.'],
    ['name', 'Budi\u001b[2J', 'Nama berisi karakter yang tidak diizinkan.'],
    ['name', 'Budi\tSantoso', 'Nama berisi karakter yang tidak diizinkan.'],
    ['telephone', '0812\n34567890', 'Telepon tidak boleh berisi baris baru.'],
    ['email', 'budi@contoh.id\nBcc: semua@contoh.id', 'Email tidak boleh berisi baris baru.'],
  ])('refuses at sign-up a %s of %j, with 422 and its message', async (field, value, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ [field]: value }),
    });

    expectRefused(response, field, message);
  });

  it.each([
    ['name', FAKE_LINE, 'Nama tidak boleh berisi baris baru.'],
    ['phone', '0812\n34567890', 'Telepon tidak boleh berisi baris baru.'],
  ])('refuses on an order a %s with a line break', async (field, value, message) => {
    const customer = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: { ...DELIVERY, [field]: value, food_id: 1, quantity: 1 },
    });

    expectRefused(response, field, message);
  });

  it('refuses a line break in a name on the profile, and keeps the old name', async () => {
    const customer = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'PUT', '/api/auth/update-profile', {
      token: customer.token,
      payload: { ...customer.body, name: FAKE_LINE },
    });

    expectRefused(response, 'name', 'Nama tidak boleh berisi baris baru.');
    const me = await call(ctx.app, 'POST', '/api/auth/me', { token: customer.token });
    expect(me.json().name).toBe(customer.body.name);
  });

  it('refuses line breaks in the names the family gives the shop, its dishes and categories', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const asOwner = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(owner.token), payload });

    expectRefused(
      await asOwner('PUT', '/api/admin/restaurant', { name: 'Warung\nLUNAS' }),
      'name',
      'Nama restoran tidak boleh berisi baris baru.',
    );
    expectRefused(
      await asOwner('PUT', '/api/admin/restaurant', { tagline: 'Enak\nLUNAS' }),
      'tagline',
      'Slogan tidak boleh berisi baris baru.',
    );
    expectRefused(
      await asOwner('POST', '/api/admin/foods', { nama: 'Soto\nGratis', harga: 15_000 }),
      'nama',
      'Nama menu tidak boleh berisi baris baru.',
    );
    expectRefused(
      await asOwner('POST', '/api/admin/categories', { name: 'Nasi\nGratis' }),
      'name',
      'Nama kategori tidak boleh berisi baris baru.',
    );
  });
});

describe('a multi-line field', () => {
  it('keeps the lines of a customer’s address on sign-up and on the profile', async () => {
    const customer = await registerAndLogin(ctx.app, { alamat: MULTI_LINE_ADDRESS });
    expect(customer.user.alamat).toBe(MULTI_LINE_ADDRESS);

    const updated = await call(ctx.app, 'PUT', '/api/auth/update-profile', {
      token: customer.token,
      payload: { ...customer.body, alamat: 'Jl. Melati 7\nBelakang masjid' },
    });

    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.alamat).toBe('Jl. Melati 7\nBelakang masjid');
  });

  it('keeps the lines of the shop’s address and history, and of a category’s description', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const asOwner = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(owner.token), payload });

    const shop = await asOwner('PUT', '/api/admin/restaurant', {
      address: 'Jl. Kaliurang Km 5\nSleman',
      history: 'Sejak 1998.\n\nDari dapur Ibu.',
    });
    const category = await asOwner('POST', '/api/admin/categories', {
      name: 'Soto',
      description: 'Kuah bening.\nDengan koya.',
    });

    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json().data).toMatchObject({
      address: 'Jl. Kaliurang Km 5\nSleman',
      history: 'Sejak 1998.\n\nDari dapur Ibu.',
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data.description).toBe('Kuah bening.\nDengan koya.');
  });
});

describe('the new-order email', () => {
  it('quotes every further line of the address and the note, so none passes for ours', async () => {
    await registerOwner(ctx.app, ctx.db);
    const customer = await registerAndLogin(ctx.app);
    mailbox.sent.length = 0;

    const placed = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: {
        ...DELIVERY,
        address: MULTI_LINE_ADDRESS,
        note: 'Tanpa sambal\nTotal: Rp 0',
        food_id: 1,
        quantity: 1,
      },
    });
    await ctx.app.background.drain();

    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.address).toBe(MULTI_LINE_ADDRESS);
    const mail = mailbox.sent.find((sent) => sent.subject.startsWith('Pesanan baru'));
    const lines = mail!.text.split('\n');
    expect(lines).toContain('Alamat: Jl. Mawar 5');
    expect(lines).toContain('> RT 03 / RW 02');
    expect(lines).toContain('> Pembayaran: LUNAS');
    expect(lines).toContain('Catatan: Tanpa sambal');
    expect(lines).toContain('> Total: Rp 0');
    expect(lines.filter((line) => /^(Pembayaran|Total):/.test(line))).toEqual([
      expect.stringMatching(/^Total: Rp/),
    ]);
  });
});

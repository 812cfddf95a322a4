import { adminRestaurantResponseSchema, restaurantResponseSchema } from '@dapur/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, multipartFile, registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';

const OSM_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=110.3960%2C-7.7240%2C110.4160%2C-7.7080&layer=mapnik&marker=-7.7160%2C110.4060';

/** A small real picture of the given format. */
function picture(format: 'png' | 'jpeg' | 'webp', width = 600, height = 600) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .toFormat(format)
    .toBuffer();
}

describe('the restaurant profile', () => {
  const ctx = useTestApp();

  it('is public, and a new shop has the demo restaurant', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurant' });

    expect(response.statusCode).toBe(200);
    const { data } = restaurantResponseSchema.strict().parse(response.json());
    expect(data).toMatchObject({
      name: 'Dapur Bu Ratna',
      whatsapp: '6281200000123',
      map_url: OSM_EMBED,
      qris_image_url: null,
    });
    expect(data.history.split('\n\n')).toHaveLength(2);
    expect(data.opening_hours).toEqual(
      [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' })),
    );
    expect(Object.keys(response.json().data)).not.toContain('order_emails');
  });

  it('is the family’s to change: a change shows on the public profile at once', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const changes = {
      name: 'Warung Mbak Sri',
      whatsapp: '0812-9999-8888',
      opening_hours: [
        { day: 0, open: '08:00', close: '12:00' },
        { day: 1, open: '07:00', close: '11:00' },
        { day: 1, open: '13:00', close: '20:00' },
      ],
      facebook_url: '',
      order_emails: false,
    };

    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
      payload: changes,
    });

    expect(response.statusCode, response.body).toBe(200);
    const settings = adminRestaurantResponseSchema.strict().parse(response.json()).data;
    expect(settings).toMatchObject({
      name: 'Warung Mbak Sri',
      whatsapp: '6281299998888',
      facebook_url: null,
      instagram_url: 'https://www.instagram.com/dapurburatna',
      order_emails: false,
    });
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/restaurant' })).json().data;
    expect(profile).toMatchObject({
      name: 'Warung Mbak Sri',
      opening_hours: changes.opening_hours,
    });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
    });
    expect(admin.json().data.order_emails).toBe(false);
  });

  it('has the ordering settings the order form needs; the family changes them', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const publicProfile = async () =>
      restaurantResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/restaurant' })).json(),
      ).data;
    expect(await publicProfile()).toMatchObject({
      accepting_orders: true,
      delivery_fee: 0,
      lead_time_minutes: 30,
    });

    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
      payload: { accepting_orders: false, delivery_fee: 10_000, lead_time_minutes: 45 },
    });
    const shown = await publicProfile();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
      payload: { accepting_orders: true, delivery_fee: 0, lead_time_minutes: 30 },
    });

    expect(response.statusCode, response.body).toBe(200);
    const settings = { accepting_orders: false, delivery_fee: 10_000, lead_time_minutes: 45 };
    expect(response.json().data).toMatchObject(settings);
    expect(shown).toMatchObject(settings);
  });

  it('refuses a delivery fee or a lead time that is not a whole number in range', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const fee = 'Ongkos kirim harus berupa bilangan bulat rupiah, 0 sampai Rp 1.000.000.';
    const lead = 'Waktu menyiapkan pesanan harus 0–1440 menit.';

    for (const [payload, errors] of [
      [
        { delivery_fee: -1, lead_time_minutes: 1441 },
        { delivery_fee: [fee], lead_time_minutes: [lead] },
      ],
      [
        { delivery_fee: 1_000_001, lead_time_minutes: 2.5 },
        { delivery_fee: [fee], lead_time_minutes: [lead] },
      ],
      [
        { delivery_fee: '10000', accepting_orders: 'ya' },
        { delivery_fee: [fee], accepting_orders: ['Pilih ya atau tidak.'] },
      ],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/restaurant',
        headers: bearer(owner.token),
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses a map from anywhere else, a closing time before opening and a bad WhatsApp number', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);

    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
      payload: {
        map_url: 'https://peta.example/embed?x=1',
        opening_hours: [{ day: 2, open: '20:00', close: '07:00' }],
        whatsapp: '12345',
      },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      map_url: ['Peta harus tautan sematan (embed) dari OpenStreetMap atau Google Maps.'],
      'opening_hours.0.close': ['Jam tutup harus setelah jam buka.'],
      whatsapp: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
    });
  });

  it('takes three openings on every day of the week, and refuses a 22nd', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const week = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
      { day, open: '06:00', close: '10:00' },
      { day, open: '11:00', close: '15:00' },
      { day, open: '16:00', close: '21:00' },
    ]);
    const save = (openingHours: typeof week) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/restaurant',
        headers: bearer(owner.token),
        payload: { opening_hours: openingHours },
      });

    const full = await save(week);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data.opening_hours).toHaveLength(21);

    const tooMany = await save([...week, { day: 1, open: '22:00', close: '23:00' }]);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['opening_hours']);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
    });
    expect(settings.json().data.opening_hours).toHaveLength(21);
  });

  it('responds with the settings unchanged for a body that changes nothing', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/restaurant',
        headers: bearer(owner.token),
      })
    ).json();

    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(owner.token),
      payload: {},
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(before);
  });

  it('is not for customers (403) or visitors (401)', async () => {
    const customer = await registerAndLogin(ctx.app);
    const asCustomer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      headers: bearer(customer.token),
      payload: { name: 'Diambil alih' },
    });
    const asVisitor = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant',
      payload: { name: 'Diambil alih' },
    });

    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({
      status: 'error',
      message: 'Halaman ini hanya untuk pemilik toko.',
    });
    expect(asVisitor.statusCode).toBe(401);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/restaurant' })).json().data;
    expect(profile.name).not.toBe('Diambil alih');
  });
});

describe("the restaurant's QRIS picture", () => {
  const ctx = useTestApp();

  const upload = (token: string, file: ReturnType<typeof multipartFile>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restaurant/qris',
      headers: { ...bearer(token), ...file.headers },
      payload: file.payload,
    });

  it('is stored as a PNG, served under /storage, replaces the old one and ends the demo', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);

    const first = await upload(owner.token, multipartFile(await picture('jpeg')));
    const second = await upload(
      owner.token,
      multipartFile(await picture('webp'), { filename: 'qris.webp', contentType: 'image/webp' }),
    );

    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const firstUrl = first.json().data.qris_image_url as string;
    const secondUrl = second.json().data.qris_image_url as string;
    expect(secondUrl).toMatch(/^\/storage\/qris\/qris-[0-9a-f]{8}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: secondUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const info = (await ctx.app.inject({ method: 'GET', url: '/api/payments/qris' })).json().data;
    expect(info).toEqual({ image_url: secondUrl, demo: false, merchant_name: 'Dapur Bu Ratna' });
  });

  it('a replaced picture shows at once: the profile names a new URL, kept for good, with the new picture', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const profileUrl = async () =>
      restaurantResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/restaurant' })).json(),
      ).data.qris_image_url;
    expect(
      (await upload(owner.token, multipartFile(await picture('png', 400, 400)))).statusCode,
    ).toBe(200);
    const oldUrl = await profileUrl();

    const replaced = await upload(owner.token, multipartFile(await picture('png', 500, 300)));

    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = await profileUrl();
    expect(newUrl).not.toBe(oldUrl);
    expect(replaced.json().data.qris_image_url).toBe(newUrl);
    const served = await ctx.app.inject({ method: 'GET', url: newUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height } = await sharp(served.rawPayload).metadata();
    expect([width, height]).toEqual([500, 300]);
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl! })).statusCode).toBe(404);
    const info = (await ctx.app.inject({ method: 'GET', url: '/api/payments/qris' })).json().data;
    expect(info.image_url).toBe(newUrl);
  });

  it('must be a picture by its content, whatever its name (415), and at most 5 MB (413)', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const script = Buffer.from('<?php system($_GET["c"]); ?>');
    const profileNow = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/restaurant' })).json().data;
    const before = await profileNow();

    const renamed = await upload(
      owner.token,
      multipartFile(script, { filename: 'qris.png', contentType: 'image/png' }),
    );
    const huge = await upload(owner.token, multipartFile(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff)));
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restaurant/qris',
      headers: bearer(owner.token),
      payload: { image: 'qris.png' },
    });
    const noFile = await upload(
      owner.token,
      multipartFile(await picture('png'), { field: 'foto' }),
    );

    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({
      status: 'error',
      message: 'Berkas harus foto JPEG, PNG atau WebP.',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: 'error', message: 'Foto maksimal 5 MB.' });
    expect(notMultipart.statusCode).toBe(415);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ image: ['Pilih foto untuk diunggah.'] });
    expect(await profileNow()).toEqual(before);
  });
});

import {
  adminRestaurantResponseSchema,
  orderQrisResponseSchema,
  qrisAmountMessages,
  qrisMessages,
  qrisUploadResponseSchema,
} from '@dapur/shared';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrImage } from '../src/lib/qris/qr-image';
import { bearer, multipartFile, registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';
import { picture } from './pictures';
import { crcBitByBit, layouts, topLevel } from './qris/samples';
import { call, orderDirect } from './shop';

const hasValidChecksum = (payload: string) =>
  payload.slice(-8, -4) === '6304' &&
  payload.slice(-4) ===
    crcBitByBit(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');

describe("an order's QRIS code with its amount", () => {
  const ctx = useTestApp();

  async function owner() {
    return (await registerOwner(ctx.app, ctx.db)).token;
  }

  function saveSettings(token: string, payload: object) {
    return call(ctx.app, 'PUT', '/api/admin/restaurant', { token, payload });
  }

  function upload(token: string, file: ReturnType<typeof multipartFile>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restaurant/qris',
      headers: { ...bearer(token), ...file.headers },
      payload: file.payload,
    });
  }

  async function orderQris(token: string, orderId: number) {
    return call(ctx.app, 'GET', `/api/orders/${orderId}/qris`, { token });
  }

  it('works in the demo shop: the sample code made dynamic for the order', async () => {
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 1, 2);

    const response = await orderQris(customer.token, order.id);

    expect(response.statusCode, response.body).toBe(200);
    const { data } = orderQrisResponseSchema.strict().parse(response.json());
    const fields = topLevel(data.payload);
    expect(data.amount).toBe(order.total_amount);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe(String(order.total_amount));
    expect(fields.get('59')).toBe('DAPUR BU RATNA DEMO');
    expect((await call(ctx.app, 'GET', '/api/payments/qris')).json().data.demo).toBe(true);
    expect(hasValidChecksum(data.payload)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a pasted code whose checksum does not match, or that is no code, with the owner message (422)', async () => {
    const token = await owner();
    const broken = layouts.gopay.slice(0, -4) + (layouts.gopay.endsWith('0000') ? '1111' : '0000');

    const wrongCrc = await saveSettings(token, { qris_payload: broken });
    const notACode = await saveSettings(token, { qris_payload: 'https://example.com/bayar' });

    expect(wrongCrc.statusCode).toBe(422);
    expect(wrongCrc.json()).toMatchObject({
      status: 'error',
      message: qrisMessages.crcMismatch,
      errors: { qris_payload: [qrisMessages.crcMismatch] },
    });
    expect(notACode.statusCode).toBe(422);
    expect(notACode.json().errors).toEqual({ qris_payload: [qrisMessages.malformed] });
  });

  it('stores a pasted code: the family sees it with its merchant name, the public profile never', async () => {
    const token = await owner();

    const saved = await saveSettings(token, { qris_payload: `  ${layouts.gopay}\n` });
    const settings = await call(ctx.app, 'GET', '/api/admin/restaurant', { token });
    const publicProfile = await call(ctx.app, 'GET', '/api/restaurant');

    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminRestaurantResponseSchema.strict().parse(saved.json()).data).toMatchObject({
      qris_payload: layouts.gopay,
      qris_merchant_name: 'WARUNG BU RATNA',
    });
    expect(settings.json().data.qris_payload).toBe(layouts.gopay);
    expect(publicProfile.statusCode).toBe(200);
    expect(Object.keys(publicProfile.json().data)).not.toContain('qris_payload');
    expect(publicProfile.body).not.toContain('WARUNG BU RATNA');
    expect(publicProfile.body).not.toContain('ID1020012345678');
    // The restaurant's own code: the payment page no longer calls it a demo.
    const info = await call(ctx.app, 'GET', '/api/payments/qris');
    expect(info.json().data.demo).toBe(false);
  });

  it("writes the order's total, delivery fee included, into the stored code: a valid dynamic code", async () => {
    const token = await owner();
    await saveSettings(token, { qris_payload: layouts.shopeepay, delivery_fee: 7_000 });
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 1, 3);

    const response = await orderQris(customer.token, order.id);

    expect(response.statusCode, response.body).toBe(200);
    const { payload, amount } = response.json().data;
    const fields = topLevel(payload);
    const static_ = topLevel(layouts.shopeepay);
    expect(order.total_amount).toBe(3 * order.items[0]!.harga_satuan + 7_000);
    expect(amount).toBe(order.total_amount);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe(String(order.total_amount));
    expect(fields.has('55')).toBe(false); // the tip prompt is gone
    for (const id of ['26', '51', '52', '53', '58', '59', '60', '62']) {
      expect(fields.get(id)).toBe(static_.get(id));
    }
    expect(hasValidChecksum(payload)).toBe(true);

    // The QR drawn from it (as the payment page draws it) reads back as the same text.
    const image = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M' });
    expect(await decodeQrImage(image)).toBe(payload);
  });

  it("responds with 404 for another customer's order, and 401 without a login", async () => {
    const alice = await registerAndLogin(ctx.app);
    const bob = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, alice.token, 1, 1);

    const others = await orderQris(bob.token, order.id);
    const missing = await orderQris(alice.token, 999_999);
    const visitor = await call(ctx.app, 'GET', `/api/orders/${order.id}/qris`);

    expect(others.statusCode).toBe(404);
    expect(others.body).not.toContain('payload');
    expect(missing.statusCode).toBe(404);
    expect(visitor.statusCode).toBe(401);
  });

  it('responds with 404 once the family removes the code (an empty text): the static picture is shown', async () => {
    const token = await owner();
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 1, 1);

    const cleared = await saveSettings(token, { qris_payload: '' });
    const response = await orderQris(customer.token, order.id);

    expect(cleared.json().data).toMatchObject({ qris_payload: null, qris_merchant_name: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: qrisAmountMessages.notSet });
  });

  it('reads the code from an uploaded QRIS picture and stores it', async () => {
    const token = await owner();
    const image = await QRCode.toBuffer(layouts.dana, { type: 'png', width: 600 });

    const response = await upload(
      token,
      multipartFile(image, { filename: 'qris.png', contentType: 'image/png' }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const body = qrisUploadResponseSchema.strict().parse(response.json());
    expect(body.message).toBe(qrisAmountMessages.amountOn);
    expect(body.data).toMatchObject({
      qris_payload: layouts.dana,
      qris_merchant_name: 'Dapur Mbok Sri',
      qris_image_url: expect.stringMatching(/^\/storage\/qris\//),
    });
  });

  it('keeps a picture without a readable code, says the amount cannot be filled in, and drops the old code', async () => {
    const token = await owner();
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 1, 1);

    const response = await upload(
      token,
      multipartFile(await picture('png', 400, 400), {
        filename: 'qris.png',
        contentType: 'image/png',
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const body = qrisUploadResponseSchema.parse(response.json());
    expect(body.message).toBe(qrisAmountMessages.amountOff(qrisMessages.noCodeInImage));
    expect(body.message).toContain('tidak dapat terisi otomatis');
    expect(body.data.qris_image_url).toMatch(/^\/storage\/qris\//);
    expect(body.data.qris_payload).toBeNull();
    expect((await orderQris(customer.token, order.id)).statusCode).toBe(404);
  });
});

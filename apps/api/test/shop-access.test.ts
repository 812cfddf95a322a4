import { describe, expect, it } from 'vitest';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { call, orderDirect } from './shop';

describe('visitors', () => {
  const ctx = useTestApp();

  it.each([
    ['GET', '/api/cart', undefined],
    ['POST', '/api/cart', { food_id: 3, jumlah: 1 }],
    ['PUT', '/api/cart/1', { jumlah: 2 }],
    ['DELETE', '/api/cart/1', undefined],
    ['GET', '/api/orders', undefined],
    [
      'POST',
      '/api/orders/direct',
      { name: 'A', address: 'B', phone: '081234567890', food_id: 3, quantity: 1 },
    ],
    ['POST', '/api/orders/cart', { name: 'A', address: 'B', phone: '081234567890' }],
    ['PUT', '/api/orders/1/status', { status: 'processing' }],
    ['POST', '/api/orders/1/cancel', undefined],
    ['POST', '/api/payments/1', { status: 'completed' }],
    // Invalid input is not even read without a login.
    ['POST', '/api/cart', { jumlah: 0 }],
    ['PUT', '/api/orders/abc/status', {}],
  ] as const)('get 401 for %s %s', async (method, url, payload) => {
    const response = await call(ctx.app, method, url, payload ? { payload } : {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Silakan login terlebih dahulu.' });
  });

  it('get 401 with a broken token, and change nothing', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);

    const response = await call(ctx.app, 'POST', `/api/payments/${order.id}`, {
      token: `${token}x`,
      payload: { status: 'completed' },
    });

    expect(response.statusCode).toBe(401);
    const [listed] = (await call(ctx.app, 'GET', '/api/orders', { token })).json().data;
    expect(listed.payment.status).toBe('pending');
  });

  it('may read the QRIS code without logging in', async () => {
    const info = await call(ctx.app, 'GET', '/api/payments/qris');
    const image = await call(ctx.app, 'GET', '/api/payments/qris/image');

    expect(info.statusCode).toBe(200);
    expect(image.statusCode).toBe(200);
  });
});

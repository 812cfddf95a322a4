import { cartListResponseSchema } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { addToCart, call } from './shop';

describe('notes on cart lines', () => {
  const ctx = useTestApp();

  async function cart(token: string) {
    const response = await call(ctx.app, 'GET', '/api/cart', { token });
    return cartListResponseSchema.strict().parse(response.json()).data;
  }
  const lines = (items: { food_id: number; jumlah: number; note: string }[]) =>
    items.map(({ food_id, jumlah, note }) => ({ food_id, jumlah, note }));

  it('keeps the same dish with another note on a line of its own', async () => {
    const { token } = await registerAndLogin(ctx.app);

    await addToCart(ctx.app, token, 5, 2, 'paha');
    await addToCart(ctx.app, token, 5, 1, 'dada');
    await addToCart(ctx.app, token, 5, 1);

    expect(lines(await cart(token))).toEqual([
      { food_id: 5, jumlah: 2, note: 'paha' },
      { food_id: 5, jumlah: 1, note: 'dada' },
      { food_id: 5, jumlah: 1, note: '' },
    ]);
  });

  it('adds to the line with the same note, trimmed; a blank note is no note', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const first = await addToCart(ctx.app, token, 9, 1, 'sambal dipisah');
    const again = await addToCart(ctx.app, token, 9, 2, '  sambal dipisah ');
    await addToCart(ctx.app, token, 17, 1);
    await addToCart(ctx.app, token, 17, 1, '   ');

    expect(again).toMatchObject({ id: first.id, jumlah: 3, note: 'sambal dipisah' });
    expect(lines(await cart(token))).toEqual([
      { food_id: 9, jumlah: 3, note: 'sambal dipisah' },
      { food_id: 17, jumlah: 2, note: '' },
    ]);
  });

  it('refuses a note over 120 characters, adding nothing', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 5, jumlah: 1, note: 'n'.repeat(121) },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ note: ['Catatan menu maksimal 120 karakter.'] });
    expect(await cart(token)).toEqual([]);
  });

  it('changes a line’s note with its quantity, but not to the note another line of the dish has', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const paha = await addToCart(ctx.app, token, 5, 1, 'paha');
    await addToCart(ctx.app, token, 5, 1, 'dada');

    const changed = await call(ctx.app, 'PUT', `/api/cart/${paha.id}`, {
      token,
      payload: { jumlah: 2, note: 'paha, pedas' },
    });
    const kept = await call(ctx.app, 'PUT', `/api/cart/${paha.id}`, {
      token,
      payload: { jumlah: 3 },
    });
    const taken = await call(ctx.app, 'PUT', `/api/cart/${paha.id}`, {
      token,
      payload: { jumlah: 4, note: 'dada' },
    });

    expect(changed.json().data).toMatchObject({ jumlah: 2, note: 'paha, pedas' });
    expect(kept.json().data).toMatchObject({ jumlah: 3, note: 'paha, pedas' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      status: 'error',
      message: 'Menu ini dengan catatan yang sama sudah ada di keranjang.',
      errors: { note: ['Menu ini dengan catatan yang sama sudah ada di keranjang.'] },
    });
    expect(lines(await cart(token))).toEqual([
      { food_id: 5, jumlah: 3, note: 'paha, pedas' },
      { food_id: 5, jumlah: 1, note: 'dada' },
    ]);
  });
});

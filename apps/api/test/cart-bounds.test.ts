import { CART_LINES_MAX, QUANTITY_MAX, cartMessages } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { addToCart, call, cartLines } from './shop';

const DISH_FULL = 'Jumlah satu menu di keranjang maksimal 99.';
const TOO_MANY_LINES =
  'Keranjang maksimal berisi 30 baris. Hapus atau gabungkan beberapa baris dulu.';

/** Every portion of the dish in the customer's cart, whatever its notes. */
const portionsOf = (lines: { foodId: number; jumlah: number }[], foodId: number) =>
  lines.filter((line) => line.foodId === foodId).reduce((sum, line) => sum + line.jumlah, 0);

describe('the bounds of a cart', () => {
  const ctx = useTestApp();

  it('says the messages the limits are named with', () => {
    expect([CART_LINES_MAX, QUANTITY_MAX]).toEqual([30, 99]);
    expect(cartMessages.lineFull).toBe(DISH_FULL);
    expect(cartMessages.tooManyLines).toBe(TOO_MANY_LINES);
  });

  it('counts one dish across its notes: 99 portions at most, however the lines are noted', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 3, 99, 'pedas');

    const another = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 3, jumlah: 1, note: 'tidak pedas' },
    });

    expect(another.statusCode).toBe(422);
    expect(another.json()).toMatchObject({ message: DISH_FULL, errors: { jumlah: [DISH_FULL] } });
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 3, jumlah: 99 }]);
    // Another dish is another count.
    await addToCart(ctx.app, token, 4, 99, 'pedas');
  });

  it('keeps the 99 portions of a dish when 40 lines of 99 with other notes are sent at once', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(ctx.app, 'POST', '/api/cart', {
          token,
          payload: { food_id: 7, jumlah: 99, note: `bungkus ${index}` },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(39);
    expect(portionsOf(await cartLines(ctx.db, user.id), 7)).toBe(99);
  });

  it('holds at most 30 lines; a line already there still takes more', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    for (let index = 0; index < 30; index += 1) {
      await addToCart(ctx.app, token, 2, 1, `kotak ${index}`);
    }

    const newLine = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 5, jumlah: 1 },
    });

    expect(newLine.statusCode).toBe(422);
    expect(newLine.json()).toMatchObject({
      message: TOO_MANY_LINES,
      errors: { cart: [TOO_MANY_LINES] },
    });
    expect(await cartLines(ctx.db, user.id)).toHaveLength(30);
    const same = await addToCart(ctx.app, token, 2, 2, 'kotak 0');
    expect(same.jumlah).toBe(3);
  });

  it('keeps 30 lines when 45 new lines are sent at once', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        call(ctx.app, 'POST', '/api/cart', {
          token,
          payload: { food_id: 2, jumlah: 1, note: `kotak ${index}` },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    expect(await cartLines(ctx.db, user.id)).toHaveLength(30);
  });

  it('refuses raising a line past 99 portions of its dish, counting its other lines; lowering passes', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 3, 60, 'pedas');
    const line = await addToCart(ctx.app, token, 3, 30, 'tidak pedas');

    const raised = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah: 40 },
    });

    expect(raised.statusCode).toBe(422);
    expect(raised.json()).toMatchObject({ message: DISH_FULL, errors: { jumlah: [DISH_FULL] } });
    expect(portionsOf(await cartLines(ctx.db, user.id), 3)).toBe(90);

    const upTo99 = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah: 39 },
    });
    expect(upTo99.statusCode).toBe(200);
    const lowered = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah: 1 },
    });
    expect(lowered.statusCode).toBe(200);
    expect(portionsOf(await cartLines(ctx.db, user.id), 3)).toBe(61);
  });

  it('keeps 99 portions when two lines of a dish are raised at once', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const first = await addToCart(ctx.app, token, 3, 1, 'pedas');
    const second = await addToCart(ctx.app, token, 3, 1, 'tidak pedas');

    const responses = await Promise.all(
      [first, second].map((line) =>
        call(ctx.app, 'PUT', `/api/cart/${line.id}`, { token, payload: { jumlah: 60 } }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(portionsOf(await cartLines(ctx.db, user.id), 3)).toBe(61);
  });
});

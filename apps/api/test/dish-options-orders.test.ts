import {
  adminOrderListResponseSchema,
  cartItemResponseSchema,
  cartListResponseSchema,
  optionMessages,
  orderResponseSchema,
  prepResponseSchema,
} from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, registerOwner } from './accounts';
import { CHICKEN_GROUPS, giveOptions, optionId } from './dish-options';
import { useTestApp } from './helper';
import { call, cartLines, countOrders, DELIVERY, menuFood } from './shop';

describe('dish options in the cart and the orders', () => {
  const ctx = useTestApp();
  let owner: string;

  beforeAll(async () => {
    owner = (await registerOwner(ctx.app, ctx.db)).token;
  });

  const addWith = (token: string, foodId: number, options: number[], jumlah = 1, note?: string) =>
    call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: foodId, jumlah, options, ...(note ? { note } : {}) },
    });
  async function added(token: string, foodId: number, options: number[], jumlah = 1) {
    const response = await addWith(token, foodId, options, jumlah);
    expect(response.statusCode, response.body).toBe(200);
    return cartItemResponseSchema.strict().parse(response.json()).data;
  }
  async function cart(token: string) {
    const response = await call(ctx.app, 'GET', '/api/cart', { token });
    return cartListResponseSchema.strict().parse(response.json()).data;
  }
  const checkout = (token: string) =>
    call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY });

  it('prices a line as the dish plus its options, keeps the same choice on one line and another on its own', async () => {
    const chicken = await giveOptions(ctx.app, owner, 5);
    const { harga, nama } = await menuFood(ctx.db, 5);
    const [dada, telur, tempe] = ['Dada', 'Telur', 'Tempe'].map((name) => optionId(chicken, name));
    const { token } = await registerAndLogin(ctx.app);

    const line = await added(token, 5, [tempe!, dada!, telur!], 2);
    expect(line).toMatchObject({
      food_id: 5,
      jumlah: 2,
      harga_satuan: harga + 2_000 + 5_000 + 3_000,
      harga_total: (harga + 10_000) * 2,
      nama_menu: nama,
      options: [
        { id: dada, group: 'Bagian', name: 'Dada', price_delta: 2_000 },
        { id: telur, group: 'Tambahan', name: 'Telur', price_delta: 5_000 },
        { id: tempe, group: 'Tambahan', name: 'Tempe', price_delta: 3_000 },
      ],
    });
    // The same choice in another order (and an id twice) is the same line.
    const again = await added(token, 5, [telur!, dada!, tempe!, dada!], 1);
    expect(again).toMatchObject({ id: line.id, jumlah: 3 });
    const paha = await added(token, 5, [optionId(chicken, 'Paha')]);
    expect(paha.id).not.toBe(line.id);
    expect(paha.harga_satuan).toBe(harga);

    expect((await cart(token)).map((item) => [item.id, item.jumlah, item.harga_satuan])).toEqual([
      [line.id, 3, harga + 10_000],
      [paha.id, 1, harga],
    ]);
    // Changing the quantity or the note keeps the options.
    const changed = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah: 4, note: 'pedas' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      jumlah: 4,
      note: 'pedas',
      harga_satuan: harga + 10_000,
      options: line.options,
    });
  });

  it('refuses a choice that does not fit the dish with 422 on `options`', async () => {
    const chicken = await giveOptions(ctx.app, owner, 5, [
      CHICKEN_GROUPS[0]!,
      { ...CHICKEN_GROUPS[1]!, min: 1, required: true },
      {
        name: 'Level pedas',
        required: false,
        min: 0,
        max: 1,
        options: [
          { name: 'Level 1', price_delta: 0 },
          { name: 'Level 2', price_delta: 0 },
        ],
      },
    ]);
    const other = await giveOptions(ctx.app, owner, 6);
    const id = (name: string) => optionId(chicken, name);
    const { user, token } = await registerAndLogin(ctx.app);
    const cases: [number[], string][] = [
      [[id('Telur')], optionMessages.chooseOne('Bagian')],
      [[id('Paha')], optionMessages.chooseOne('Tambahan')],
      [[id('Paha'), id('Dada'), id('Telur')], optionMessages.chooseAtMost('Bagian', 1)],
      [
        [id('Paha'), id('Telur'), id('Tempe'), id('Tahu')],
        optionMessages.chooseAtMost('Tambahan', 2),
      ],
      [
        [id('Paha'), id('Telur'), optionId(other, 'Dada')],
        optionMessages.notOfDish('Ayam Bakar Kecap'),
      ],
      [[id('Paha'), id('Telur'), 999_999], optionMessages.notOfDish('Ayam Bakar Kecap')],
    ];
    expect((await menuFood(ctx.db, 5)).nama).toBe('Ayam Bakar Kecap');
    for (const [options, message] of cases) {
      const response = await addWith(token, 5, options);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message, errors: { options: [message] } });
    }
    // At least 2 from a group of min 2.
    const twoAtLeast = await giveOptions(ctx.app, owner, 5, [
      { ...CHICKEN_GROUPS[1]!, min: 2, required: true },
    ]);
    const few = await addWith(token, 5, [optionId(twoAtLeast, 'Telur')]);
    expect(few.json().errors).toEqual({ options: [optionMessages.chooseAtLeast('Tambahan', 2)] });
    // Switched off for the day: "Telur sedang habis."
    const eggless = await giveOptions(ctx.app, owner, 5, [
      {
        ...CHICKEN_GROUPS[1]!,
        options: CHICKEN_GROUPS[1]!.options.map((option) => ({
          ...option,
          is_available: option.name !== 'Telur',
        })),
      },
    ]);
    const soldOut = await addWith(token, 5, [optionId(eggless, 'Telur')]);
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json()).toEqual({
      status: 'error',
      message: 'Telur sedang habis.',
      errors: { options: ['Telur sedang habis.'] },
    });
    // A dish without groups takes no options at all.
    const none = await addWith(token, 3, [id('Paha')]);
    expect(none.json().errors).toEqual({
      options: [optionMessages.notOfDish('Nasi Goreng Kampung')],
    });
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
  });

  it('orders one dish directly with its options: total, item snapshot and the summary naming them', async () => {
    const chicken = await giveOptions(ctx.app, owner, 1);
    const { harga, nama } = await menuFood(ctx.db, 1);
    const { token } = await registerAndLogin(ctx.app);
    const options = [optionId(chicken, 'Dada'), optionId(chicken, 'Telur')];

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 1, quantity: 2, options },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderResponseSchema.strict().parse(response.json()).data;
    expect(order.total_amount).toBe((harga + 7_000) * 2);
    expect(order.payment.amount).toBe(order.total_amount);
    expect(order.food_name).toBe(`${nama} (Dada, Telur) x2`);
    expect(order.items).toEqual([
      {
        food_id: 1,
        nama_menu: nama,
        jumlah: 2,
        harga_satuan: harga + 7_000,
        harga_total: (harga + 7_000) * 2,
        note: '',
        options: [
          { id: options[0], group: 'Bagian', name: 'Dada', price_delta: 2_000 },
          { id: options[1], group: 'Tambahan', name: 'Telur', price_delta: 5_000 },
        ],
      },
    ]);
    const missing = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 1, quantity: 1 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ options: [optionMessages.chooseOne('Bagian')] });

    // Renamed, repriced and then removed: the order keeps the options as ordered.
    await giveOptions(ctx.app, owner, 1, [
      {
        ...CHICKEN_GROUPS[0]!,
        id: chicken.option_groups[0]!.id,
        name: 'Potongan',
        options: [{ id: options[0], name: 'Dada besar', price_delta: 9_000 }],
      },
    ]);
    await giveOptions(ctx.app, owner, 1, []);
    const mine = await call(ctx.app, 'GET', `/api/orders/${order.id}`, { token });
    expect(mine.json().data.items).toEqual(order.items);
    const admin = await call(ctx.app, 'GET', '/api/admin/orders', { token: owner });
    const listed = adminOrderListResponseSchema.parse(admin.json()).data;
    expect(listed.find((row) => row.id === order.id)).toMatchObject({
      food_name: order.food_name,
      items: order.items,
    });
  });

  it('refuses at checkout, by name, a line whose option was switched off or removed since; the cart stays', async () => {
    const chicken = await giveOptions(ctx.app, owner, 2);
    const { nama } = await menuFood(ctx.db, 2);
    const { user, token } = await registerAndLogin(ctx.app);
    await added(token, 2, [optionId(chicken, 'Paha'), optionId(chicken, 'Telur')]);
    await added(token, 2, [optionId(chicken, 'Dada'), optionId(chicken, 'Tempe')], 2);
    await added(token, 3, []);
    const [part, extras] = chicken.option_groups;
    const kept = (names: string[], off: string[] = []) =>
      extras!.options
        .filter((option) => names.includes(option.name))
        .map((option) => ({ ...option, is_available: !off.includes(option.name) }));

    // Telur switched off, Tempe removed.
    await giveOptions(ctx.app, owner, 2, [
      { ...part!, options: part!.options },
      { ...extras!, options: kept(['Telur', 'Tahu'], ['Telur']) },
    ]);
    const lines = await cart(token);
    // The removed option is still listed with what it was when added.
    expect(lines[1]!.options).toEqual([
      { id: optionId(chicken, 'Dada'), group: 'Bagian', name: 'Dada', price_delta: 2_000 },
      { id: optionId(chicken, 'Tempe'), group: 'Tambahan', name: 'Tempe', price_delta: 3_000 },
    ]);

    const problems = [
      `${nama}: ${optionMessages.optionSoldOut('Telur')}`,
      optionMessages.optionGone(nama, 'Tempe'),
    ];
    // The cart says beforehand, per line, what the checkout will say.
    expect(lines.map((line) => line.options_problem)).toEqual([...problems, null]);

    const response = await checkout(token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: problems.join(' '),
      errors: { cart: problems },
    });
    expect(await countOrders(ctx.db, user.id)).toBe(0);
    expect(await cartLines(ctx.db, user.id)).toEqual([
      { foodId: 2, jumlah: 1 },
      { foodId: 2, jumlah: 2 },
      { foodId: 3, jumlah: 1 },
    ]);

    // Once the customer removes those two lines, the rest goes through.
    for (const line of lines.slice(0, 2)) {
      await call(ctx.app, 'DELETE', `/api/cart/${line.id}`, { token });
    }
    const rest = await checkout(token);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.items.map((item: { food_id: number }) => item.food_id)).toEqual([3]);
  });

  it('refuses a line whose group became required since, and counts options on the prep sheet', async () => {
    const chicken = await giveOptions(ctx.app, owner, 8, [CHICKEN_GROUPS[1]!]);
    const { nama } = await menuFood(ctx.db, 8);
    const { token } = await registerAndLogin(ctx.app);
    await added(token, 8, []);
    await giveOptions(ctx.app, owner, 8, [
      { ...chicken.option_groups[0]!, min: 1, required: true },
    ]);
    const response = await checkout(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      cart: [optionMessages.choiceChanged(nama, optionMessages.chooseOne('Tambahan'))],
    });

    const dish = await giveOptions(ctx.app, owner, 10);
    const dishName = (await menuFood(ctx.db, 10)).nama;
    const order = (options: string[], quantity: number) =>
      call(ctx.app, 'POST', '/api/orders/direct', {
        token,
        payload: {
          ...DELIVERY,
          food_id: 10,
          quantity,
          options: options.map((name) => optionId(dish, name)),
        },
      });
    for (const [options, quantity] of [
      [['Paha', 'Telur'], 3],
      [['Dada'], 2],
      [['Paha', 'Telur', 'Tempe'], 1],
    ] as const) {
      expect((await order([...options], quantity)).statusCode).toBe(201);
    }
    const prep = await call(ctx.app, 'GET', '/api/admin/prep', { token: owner });
    const line = prepResponseSchema
      .strict()
      .parse(prep.json())
      .data.find((row) => row.food_id === 10);
    expect(line).toEqual({
      food_id: 10,
      nama_menu: dishName,
      jumlah: 6,
      options: [
        { group: 'Bagian', name: 'Paha', jumlah: 4 },
        { group: 'Tambahan', name: 'Telur', jumlah: 4 },
        { group: 'Bagian', name: 'Dada', jumlah: 2 },
        { group: 'Tambahan', name: 'Tempe', jumlah: 1 },
      ],
    });
  });
});

import {
  adminFoodListResponseSchema,
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  foodResponseSchema,
  optionMessages,
} from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, registerOwner } from './accounts';
import { CHICKEN_GROUPS, giveOptions, optionId, putOptionGroups } from './dish-options';
import { useTestApp } from './helper';
import { call, menuFood } from './shop';

describe('dish options on the menu', () => {
  const ctx = useTestApp();
  let owner: string;

  beforeAll(async () => {
    owner = (await registerOwner(ctx.app, ctx.db)).token;
  });

  const get = async (url: string, token?: string) => {
    const response = await call(ctx.app, 'GET', url, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** A 422 from the editor, with the message filed under `field`. */
  async function refused(foodId: number, groups: unknown, field: string, message: string) {
    const response = await putOptionGroups(ctx.app, owner, foodId, groups);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  }

  it('are on every food the public and the family read, in the family’s order; empty for the others', async () => {
    const chicken = await giveOptions(ctx.app, owner, 5);
    const { category_id: categoryId } = chicken;
    const expected = [
      {
        id: expect.any(Number),
        name: 'Bagian',
        required: true,
        min: 1,
        max: 1,
        options: [
          { id: expect.any(Number), name: 'Paha', price_delta: 0, is_available: true },
          { id: expect.any(Number), name: 'Dada', price_delta: 2_000, is_available: true },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Tambahan',
        required: false,
        min: 0,
        max: 2,
        options: [
          { id: expect.any(Number), name: 'Telur', price_delta: 5_000, is_available: true },
          { id: expect.any(Number), name: 'Tempe', price_delta: 3_000, is_available: true },
          { id: expect.any(Number), name: 'Tahu', price_delta: 3_000, is_available: true },
        ],
      },
    ];
    expect(chicken.option_groups).toEqual(expected);

    const foods = foodListResponseSchema.strict().parse(await get('/api/foods')).data;
    expect(foods.find((food) => food.id === 5)!.option_groups).toEqual(chicken.option_groups);
    expect(foods.find((food) => food.id === 3)!.option_groups).toEqual([]);
    const one = foodResponseSchema.strict().parse(await get('/api/foods/5')).data;
    expect(one.option_groups).toEqual(chicken.option_groups);
    const categories = categoryListResponseSchema.strict().parse(await get('/api/categories')).data;
    const inCategory = categories
      .find((category) => category.id === categoryId)!
      .foods.find((food) => food.id === 5)!;
    expect(inCategory.option_groups).toEqual(chicken.option_groups);
    const ofCategory = categoryFoodsResponseSchema
      .strict()
      .parse(await get(`/api/categories/${categoryId}/foods`));
    expect(ofCategory.foods.find((food) => food.id === 5)!.option_groups).toEqual(
      chicken.option_groups,
    );
    const admin = adminFoodListResponseSchema.strict().parse(await get('/api/admin/foods', owner));
    expect(admin.data.find((food) => food.id === 5)!.option_groups).toEqual(chicken.option_groups);
    expect((await get('/api/admin/foods/5', owner)).data.option_groups).toEqual(
      chicken.option_groups,
    );
  });

  it('are replaced by the list sent: ids kept, new ones added, missing ones removed, and customers see it at once', async () => {
    const before = await giveOptions(ctx.app, owner, 9);
    // Read once, so that the cached menu has the groups as they were.
    await get('/api/foods/9');
    const [part, extras] = before.option_groups;
    const paha = optionId(before, 'Paha');

    const after = await giveOptions(ctx.app, owner, 9, [
      {
        id: extras!.id,
        name: 'Tambahan lauk',
        required: false,
        min: 0,
        max: 1,
        options: [
          { id: optionId(before, 'Tempe'), name: 'Tempe goreng', price_delta: 4_000 },
          { name: 'Perkedel', price_delta: 3_500, is_available: false },
        ],
      },
      {
        id: part!.id,
        name: 'Bagian',
        required: true,
        min: 1,
        max: 1,
        options: [{ id: paha, name: 'Paha', price_delta: 0 }],
      },
    ]);

    expect(after.option_groups).toEqual([
      {
        id: extras!.id,
        name: 'Tambahan lauk',
        required: false,
        min: 0,
        max: 1,
        options: [
          {
            id: optionId(before, 'Tempe'),
            name: 'Tempe goreng',
            price_delta: 4_000,
            is_available: true,
          },
          { id: expect.any(Number), name: 'Perkedel', price_delta: 3_500, is_available: false },
        ],
      },
      {
        id: part!.id,
        name: 'Bagian',
        required: true,
        min: 1,
        max: 1,
        options: [{ id: paha, name: 'Paha', price_delta: 0, is_available: true }],
      },
    ]);
    const known = before.option_groups.flatMap((group) => group.options.map((o) => o.id));
    expect(known).not.toContain(optionId(after, 'Perkedel'));
    expect(foodResponseSchema.parse(await get('/api/foods/9')).data.option_groups).toEqual(
      after.option_groups,
    );

    const cleared = await giveOptions(ctx.app, owner, 9, []);
    expect(cleared.option_groups).toEqual([]);
    expect(foodResponseSchema.parse(await get('/api/foods/9')).data.option_groups).toEqual([]);
  });

  it('are edited by owners only: 401 for a visitor, 403 for a customer, 404 for an unknown or archived dish', async () => {
    const customer = await registerAndLogin(ctx.app);
    const url = '/api/admin/foods/4/option-groups';
    const payload = { option_groups: CHICKEN_GROUPS };

    expect((await call(ctx.app, 'PUT', url, { payload })).statusCode).toBe(401);
    expect((await call(ctx.app, 'PUT', url, { token: customer.token, payload })).statusCode).toBe(
      403,
    );
    expect((await putOptionGroups(ctx.app, owner, 999_999, CHICKEN_GROUPS)).statusCode).toBe(404);
    const archived = await call(ctx.app, 'DELETE', '/api/admin/foods/22', { token: owner });
    expect(archived.statusCode).toBe(200);
    const response = await putOptionGroups(ctx.app, owner, 22, CHICKEN_GROUPS);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', message: 'Makanan tidak ditemukan.' });
    expect((await get('/api/admin/foods/4', owner)).data.option_groups).toEqual([]);
  });

  it('refuse what the contract refuses, each with its Indonesian message, and change nothing', async () => {
    const [part, extras] = CHICKEN_GROUPS;
    await refused(
      4,
      [{ ...part!, name: '  ' }],
      'option_groups.0.name',
      'Nama grup pilihan wajib diisi.',
    );
    await refused(
      4,
      [{ ...part!, options: [{ name: '', price_delta: 0 }] }],
      'option_groups.0.options.0.name',
      'Nama pilihan wajib diisi.',
    );
    await refused(
      4,
      [{ ...extras!, min: 2, max: 1, required: true }],
      'option_groups.0.min',
      optionMessages.minAboveMax('Tambahan'),
    );
    await refused(
      4,
      [{ ...part!, max: 3 }],
      'option_groups.0.max',
      optionMessages.maxAboveOptions('Bagian', 2),
    );
    await refused(
      4,
      [{ ...part!, options: [] }],
      'option_groups.0.options',
      optionMessages.groupHasNoOption('Bagian'),
    );
    await refused(
      4,
      [{ ...part!, min: 0 }],
      'option_groups.0.min',
      optionMessages.requiredNeedsMin('Bagian'),
    );

    // Nasi Kuning Komplit costs Rp 28.000: a required cut of Rp 30.000 would make it negative.
    expect((await menuFood(ctx.db, 4)).harga).toBe(28_000);
    const cut = { ...part!, options: [{ name: 'Tanpa lauk', price_delta: -30_000 }] };
    await refused(4, [{ ...cut, max: 1 }], 'option_groups', optionMessages.belowZero);
    // Optional cuts count too: two of them may be chosen together.
    await refused(
      4,
      [
        {
          ...extras!,
          options: [
            { name: 'Tanpa telur', price_delta: -15_000 },
            { name: 'Tanpa ayam', price_delta: -15_000 },
            { name: 'Tanpa tempe', price_delta: -1 },
          ],
        },
      ],
      'option_groups',
      optionMessages.belowZero,
    );
    // Exactly Rp 0 is a price the family may set.
    await giveOptions(ctx.app, owner, 4, [
      { ...part!, options: [{ name: 'Gratis', price_delta: -28_000 }], max: 1 },
    ]);

    const other = await giveOptions(ctx.app, owner, 6);
    const mine = await giveOptions(ctx.app, owner, 7);
    await refused(
      7,
      [{ ...part!, id: other.option_groups[0]!.id }],
      'option_groups',
      optionMessages.unknownId,
    );
    await refused(
      7,
      [{ ...part!, options: [{ id: optionId(other, 'Paha'), name: 'Paha', price_delta: 0 }] }],
      'option_groups',
      optionMessages.unknownId,
    );
    expect((await get('/api/admin/foods/7', owner)).data.option_groups).toEqual(mine.option_groups);
  });
});

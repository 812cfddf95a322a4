import { adminFoodResponseSchema, type AdminFood, type OptionGroupsBody } from '@dapur/shared';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { call } from './shop';

/** The chicken dish of the issue: a part to choose, and up to two extras. */
export const CHICKEN_GROUPS: OptionGroupsBody['option_groups'] = [
  {
    name: 'Bagian',
    required: true,
    min: 1,
    max: 1,
    options: [
      { name: 'Paha', price_delta: 0 },
      { name: 'Dada', price_delta: 2_000 },
    ],
  },
  {
    name: 'Tambahan',
    required: false,
    min: 0,
    max: 2,
    options: [
      { name: 'Telur', price_delta: 5_000 },
      { name: 'Tempe', price_delta: 3_000 },
      { name: 'Tahu', price_delta: 3_000 },
    ],
  },
];

export function putOptionGroups(app: App, token: string, foodId: number, groups: unknown) {
  return call(app, 'PUT', `/api/admin/foods/${foodId}/option-groups`, {
    token,
    payload: { option_groups: groups },
  });
}

/** Gives the dish these groups as the family's editor does; responds with the dish. */
export async function giveOptions(
  app: App,
  token: string,
  foodId: number,
  groups: OptionGroupsBody['option_groups'] = CHICKEN_GROUPS,
): Promise<AdminFood> {
  const response = await putOptionGroups(app, token, foodId, groups);
  expect(response.statusCode, response.body).toBe(200);
  return adminFoodResponseSchema.strict().parse(response.json()).data;
}

/** The id of the dish's option with this name. */
export function optionId(food: Pick<AdminFood, 'option_groups'>, name: string): number {
  const option = food.option_groups
    .flatMap((group) => group.options)
    .find((candidate) => candidate.name === name);
  if (!option) throw new Error(`No option ${name}`);
  return option.id;
}

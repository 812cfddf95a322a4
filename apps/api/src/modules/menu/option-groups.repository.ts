import type { OptionGroup, optionGroupsBodySchema } from '@dapur/shared';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { foodOptionGroups, foodOptions, foods } from '../../db/schema/index';

export type OptionGroupsBody = z.output<typeof optionGroupsBodySchema>['option_groups'];

/** Each dish's option groups, in the family's order; a dish without any is not in the map. */
export type OptionGroupsByFood = Map<number, OptionGroup[]>;

/**
 * The option groups of the dishes named, with their options, in one query (whatever the
 * number of dishes): the menu, the cart and the orders all read them this way.
 */
export async function readOptionGroups(
  db: Db,
  foodIds: readonly number[],
): Promise<OptionGroupsByFood> {
  const storable = [...new Set(foodIds)].filter(isStorableId);
  const byFood: OptionGroupsByFood = new Map();
  if (storable.length === 0) return byFood;
  const rows = await db
    .select({
      foodId: foodOptionGroups.foodId,
      groupId: foodOptionGroups.id,
      groupName: foodOptionGroups.name,
      required: foodOptionGroups.required,
      min: foodOptionGroups.min,
      max: foodOptionGroups.max,
      optionId: foodOptions.id,
      optionName: foodOptions.name,
      priceDelta: foodOptions.priceDelta,
      isAvailable: foodOptions.isAvailable,
    })
    .from(foodOptionGroups)
    .leftJoin(foodOptions, eq(foodOptions.groupId, foodOptionGroups.id))
    .where(inArray(foodOptionGroups.foodId, storable))
    .orderBy(
      asc(foodOptionGroups.foodId),
      asc(foodOptionGroups.position),
      asc(foodOptionGroups.id),
      asc(foodOptions.position),
      asc(foodOptions.id),
    );
  for (const row of rows) {
    const groups = byFood.get(row.foodId) ?? [];
    byFood.set(row.foodId, groups);
    let group = groups.at(-1);
    if (group?.id !== row.groupId) {
      group = {
        id: row.groupId,
        name: row.groupName,
        required: row.required,
        min: row.min,
        max: row.max,
        options: [],
      };
      groups.push(group);
    }
    if (row.optionId === null) continue;
    group.options.push({
      id: row.optionId,
      name: row.optionName!,
      price_delta: row.priceDelta!,
      is_available: row.isAvailable!,
    });
  }
  return byFood;
}

/** Why the groups sent could not replace the dish's. */
export type ReplaceRefusal = 'food_not_found' | 'unknown_id';

/**
 * Makes the dish's groups the ones sent, in the caller's transaction: those with an id are
 * updated (an option may move to another group of the dish), those without are inserted,
 * the dish's others deleted. The dish's row is locked first, so two editors saving at once
 * apply one after the other. Nothing is written when an id is not the dish's (or is sent
 * twice), nor for a dish unknown or archived.
 */
export async function replaceOptionGroups(
  tx: Db,
  foodId: number,
  sent: OptionGroupsBody,
): Promise<ReplaceRefusal | undefined> {
  if (!isStorableId(foodId)) return 'food_not_found';
  const [food] = await tx
    .select({ archivedAt: foods.archivedAt })
    .from(foods)
    .where(eq(foods.id, foodId))
    .for('update');
  if (!food || food.archivedAt !== null) return 'food_not_found';

  const existing = await tx
    .select({ groupId: foodOptionGroups.id, optionId: foodOptions.id })
    .from(foodOptionGroups)
    .leftJoin(foodOptions, eq(foodOptions.groupId, foodOptionGroups.id))
    .where(eq(foodOptionGroups.foodId, foodId));
  const groupIds = new Set(existing.map((row) => row.groupId));
  const optionIds = new Set(
    existing.flatMap((row) => (row.optionId === null ? [] : [row.optionId])),
  );
  const sentGroupIds = sent.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  const sentOptionIds = sent.flatMap((group) =>
    group.options.flatMap((option) => (option.id === undefined ? [] : [option.id])),
  );
  if (
    !sentGroupIds.every((id) => groupIds.has(id)) ||
    !sentOptionIds.every((id) => optionIds.has(id)) ||
    new Set(sentGroupIds).size !== sentGroupIds.length ||
    new Set(sentOptionIds).size !== sentOptionIds.length
  ) {
    return 'unknown_id';
  }

  const ofThisDish = eq(foodOptionGroups.foodId, foodId);
  const dishGroups = tx
    .select({ id: foodOptionGroups.id })
    .from(foodOptionGroups)
    .where(ofThisDish);
  await tx
    .delete(foodOptions)
    .where(
      and(
        inArray(foodOptions.groupId, dishGroups),
        sentOptionIds.length > 0 ? notInArray(foodOptions.id, sentOptionIds) : undefined,
      ),
    );

  const keptGroupIds: number[] = [];
  for (const [position, group] of sent.entries()) {
    const values = {
      foodId,
      name: group.name,
      required: group.required,
      min: group.min,
      max: group.max,
      position,
    };
    let groupId = group.id;
    if (groupId === undefined) {
      const [inserted] = await tx
        .insert(foodOptionGroups)
        .values(values)
        .returning({ id: foodOptionGroups.id });
      groupId = inserted!.id;
    } else {
      await tx.update(foodOptionGroups).set(values).where(eq(foodOptionGroups.id, groupId));
    }
    keptGroupIds.push(groupId);
    for (const [optionPosition, option] of group.options.entries()) {
      const optionValues = {
        groupId,
        name: option.name,
        priceDelta: option.price_delta,
        isAvailable: option.is_available,
        position: optionPosition,
      };
      if (option.id === undefined) await tx.insert(foodOptions).values(optionValues);
      else await tx.update(foodOptions).set(optionValues).where(eq(foodOptions.id, option.id));
    }
  }
  // Last: an option moved out of a group that goes is in its new group by now.
  await tx
    .delete(foodOptionGroups)
    .where(
      and(
        ofThisDish,
        keptGroupIds.length > 0 ? notInArray(foodOptionGroups.id, keptGroupIds) : undefined,
      ),
    );
  return undefined;
}

import { z } from 'zod';
import {
  OPTION_GROUPS_MAX,
  OPTION_NAME_MAX_LENGTH,
  OPTION_PRICE_DELTA_MAX,
  OPTIONS_PER_GROUP_MAX,
  optionMessages,
} from '../dish-options';
import { fieldMessages } from '../fields';
import { requiredText } from './fields';

/** One way a dish comes: "Dada", "Level 2", "Telur" (+Rp 5.000). */
export const dishOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whole rupiah added to a portion's price; 0 or negative too. */
  price_delta: z.number().int(),
  /** False while the family has it switched off for the day ("Telur habis"). */
  is_available: z.boolean(),
});
export type DishOption = z.infer<typeof dishOptionSchema>;

/**
 * A choice the customer makes for a dish. `required` is `min` ≥ 1; a single choice is
 * `max` = 1. Groups and options come in the order the family set.
 */
export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(dishOptionSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** An option as a cart line or an order item carries it: a copy as ordered. */
export const chosenOptionSchema = z.object({
  /** The option's id; on an order item it may name an option the family has since removed. */
  id: z.number().int(),
  group: z.string(),
  name: z.string(),
  price_delta: z.number().int(),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

/**
 * `options` of `POST /cart` and `POST /orders/direct`: the ids of the chosen options, in any
 * order, each at most once (a repeated id counts once). Left out: none.
 */
export const chosenOptionIdsField = z
  .array(
    z
      .number({ error: optionMessages.optionIdInvalid })
      .int(optionMessages.optionIdInvalid)
      .positive(optionMessages.optionIdInvalid),
    { error: optionMessages.optionIdInvalid },
  )
  .max(OPTION_GROUPS_MAX * OPTIONS_PER_GROUP_MAX, optionMessages.tooManyOptionIds)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .default([]);

const optionName = (label: string) =>
  requiredText(label).max(
    OPTION_NAME_MAX_LENGTH,
    `${label} maksimal ${OPTION_NAME_MAX_LENGTH} karakter.`,
  );

const idField = z
  .number({ error: optionMessages.unknownId })
  .int(optionMessages.unknownId)
  .positive(optionMessages.unknownId)
  .optional();

const countField = z
  .number({ error: optionMessages.countNotWhole })
  .int(optionMessages.countNotWhole)
  .min(0, optionMessages.countNotWhole)
  .max(OPTIONS_PER_GROUP_MAX, optionMessages.tooManyOptions);

export const optionBodySchema = z.object({
  /** Kept when sent (an option the dish already has); left out: a new option. */
  id: idField,
  name: optionName('Nama pilihan'),
  price_delta: z
    .number({ error: optionMessages.priceDeltaNotWhole })
    .int(optionMessages.priceDeltaNotWhole)
    .min(-OPTION_PRICE_DELTA_MAX, optionMessages.priceDeltaTooLarge)
    .max(OPTION_PRICE_DELTA_MAX, optionMessages.priceDeltaTooLarge),
  is_available: z.boolean({ error: 'Pilih tersedia atau habis.' }).default(true),
});

export const optionGroupBodySchema = z
  .object({
    id: idField,
    name: optionName('Nama grup pilihan'),
    required: z.boolean({ error: 'Pilih wajib atau tidak.' }),
    min: countField,
    max: countField.min(1, optionMessages.countNotWhole),
    options: z
      .array(optionBodySchema, { error: fieldMessages.required('Pilihan') })
      .max(OPTIONS_PER_GROUP_MAX, optionMessages.tooManyOptions),
  })
  .superRefine((group, context) => {
    const issue = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: 'custom', message, path });
    if (group.options.length === 0) {
      issue(optionMessages.groupHasNoOption(group.name), ['options']);
      return;
    }
    if (group.required && group.min < 1)
      issue(optionMessages.requiredNeedsMin(group.name), ['min']);
    if (!group.required && group.min > 0) issue(optionMessages.optionalHasMin(group.name), ['min']);
    if (group.min > group.max) issue(optionMessages.minAboveMax(group.name), ['min']);
    if (group.max > group.options.length) {
      issue(optionMessages.maxAboveOptions(group.name, group.options.length), ['max']);
    }
    const seen = new Set<string>();
    group.options.forEach((option, index) => {
      const key = option.name.toLocaleLowerCase('id');
      if (seen.has(key))
        issue(optionMessages.duplicateName(group.name, option.name), ['options', index, 'name']);
      seen.add(key);
    });
  });
export type OptionGroupBody = z.input<typeof optionGroupBodySchema>;

/**
 * `PUT /admin/foods/{id}/option-groups`: the dish's groups as they should be, in order.
 * Groups and options sent with their `id` are kept (renamed, reordered); those left out
 * are removed; those without an id are new.
 */
export const optionGroupsBodySchema = z
  .object({
    option_groups: z
      .array(optionGroupBodySchema, { error: fieldMessages.required('Grup pilihan') })
      .max(OPTION_GROUPS_MAX, optionMessages.tooManyGroups),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.option_groups.forEach((group, index) => {
      const key = group.name.toLocaleLowerCase('id');
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: optionMessages.duplicateGroup(group.name),
          path: ['option_groups', index, 'name'],
        });
      }
      seen.add(key);
    });
  });
export type OptionGroupsBody = z.input<typeof optionGroupsBodySchema>;

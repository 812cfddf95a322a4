import type { DishOption, OptionGroup } from '@dapur/shared/dish-options';
import type { Food } from '@dapur/shared/menu';

/** A group's radio buttons or checkboxes share this form field. */
export function optionFieldName(group: Pick<OptionGroup, 'id'>): string {
  return `option-${group.id}`;
}

/**
 * The options ticked in a dish's form, read from its FormData: a tap made before the page
 * hydrated is carried out with the form as it was then, not with any React state.
 */
export function chosenIn(form: FormData, food: Pick<Food, 'option_groups'>): number[] {
  return food.option_groups
    .flatMap((group) => form.getAll(optionFieldName(group)))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Whether the dish cannot be added without a choice ("Bagian: paha / dada"). */
export function needsChoice(food: Pick<Food, 'option_groups'>): boolean {
  return food.option_groups.some((group) => group.min >= 1);
}

/**
 * The dish's options among `chosen`, whether or not the choice is complete yet: the price
 * shown follows every tick, also before the choice would be accepted.
 */
export function optionsAmong(
  food: Pick<Food, 'option_groups'>,
  chosen: readonly number[],
): DishOption[] {
  return food.option_groups.flatMap((group) =>
    group.options.filter((option) => chosen.includes(option.id)),
  );
}

import type { OptionGroup, OptionGroupsBody } from '@dapur/shared/dish-options';

/** The dish's groups with one option switched on or off; everything else as it is. */
export function withOptionAvailability(
  groups: readonly OptionGroup[],
  optionId: number,
  isAvailable: boolean,
): OptionGroup[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option) =>
      option.id === optionId ? { ...option, is_available: isAvailable } : option,
    ),
  }));
}

/**
 * The saved groups as the editor's body, every id kept: the PUT replaces the whole list, so a
 * one-option switch sends all of it (leaving a group or an option out would remove it).
 */
export function savedGroupsBody(groups: readonly OptionGroup[]): OptionGroupsBody {
  return {
    option_groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      min: group.min,
      max: group.max,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        price_delta: option.price_delta,
        is_available: option.is_available,
      })),
    })),
  };
}

/** Is the option with this id available now? Options not saved yet are (the server's default). */
export function availabilityOf(groups: readonly OptionGroup[], optionId: number): boolean {
  for (const group of groups) {
    const option = group.options.find((each) => each.id === optionId);
    if (option) return option.is_available;
  }
  return true;
}

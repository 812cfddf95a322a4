import type { OptionGroupsBody } from './option-groups.repository';

/**
 * What the cheapest choice the groups allow adds to a portion's price: in each group its
 * `min` cheapest options, and any further price cuts up to `max`. Switched-off options count
 * too, since the family switches them back on without saving the groups again.
 */
export function cheapestChoiceDelta(
  groups: readonly Pick<OptionGroupsBody[number], 'min' | 'max' | 'options'>[],
): number {
  let total = 0;
  for (const group of groups) {
    const deltas = group.options.map((option) => option.price_delta).sort((a, b) => a - b);
    deltas.slice(0, group.max).forEach((delta, index) => {
      if (index < group.min || delta < 0) total += delta;
    });
  }
  return total;
}

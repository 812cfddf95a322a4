import { checkChoice, optionMessages, type ChosenOption, type OptionGroup } from '@dapur/shared';
import { InvalidError } from '../../lib/errors';

/**
 * A customer's choice for one dish, checked against the dish's groups as they are now:
 * the options as ordered (today's names and prices), or 422 on `options` with the one
 * rule's message, as the cart's add responds.
 */
export function chosenOptions(
  dish: { nama: string },
  groups: readonly OptionGroup[],
  optionIds: readonly number[],
): ChosenOption[] {
  const choice = checkChoice({ nama: dish.nama, option_groups: groups }, optionIds);
  if (!choice.ok) {
    throw new InvalidError('option_choice_invalid', choice.message, { options: [choice.message] });
  }
  return choice.options;
}

/**
 * What is wrong, at checkout, with a cart line's options, or undefined when they still fit:
 * an option removed since it was added (named by the line's copy), one switched off, or a
 * choice the dish's changed groups no longer allow (a group that became required).
 */
export function cartLineOptionProblem(
  dish: { nama: string },
  groups: readonly OptionGroup[],
  copies: readonly ChosenOption[],
): string | undefined {
  const today = new Map(groups.flatMap((group) => group.options.map((o) => [o.id, o])));
  const gone = copies.find((copy) => !today.has(copy.id));
  if (gone) return optionMessages.optionGone(dish.nama, gone.name);
  const soldOut = copies.find((copy) => today.get(copy.id)?.is_available === false);
  if (soldOut) {
    return `${dish.nama}: ${optionMessages.optionSoldOut(today.get(soldOut.id)!.name)}`;
  }
  const choice = checkChoice(
    { nama: dish.nama, option_groups: groups },
    copies.map((copy) => copy.id),
  );
  return choice.ok ? undefined : optionMessages.choiceChanged(dish.nama, choice.message);
}

/** The cart's lines whose options no longer fit: 422 on `cart` naming each, like a sold-out dish. */
export function refuseChangedOptions(problems: readonly string[]): void {
  if (problems.length === 0) return;
  throw new InvalidError('option_unavailable', problems.join(' '), { cart: [...problems] });
}

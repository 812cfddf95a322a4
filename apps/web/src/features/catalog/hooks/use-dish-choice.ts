import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { checkChoice } from '@dapur/shared/dish-options';
import type { Food } from '@dapur/shared/menu';
import { chosenIn } from '../lib/dish-choice';

/**
 * The options ticked in a dish's form, for what the form shows (the price, the checkboxes
 * past a group's `max`, what is missing) — never for what is sent: a tap reads the form's
 * FormData with `take`, as React hands it to the action, also a tap replayed after hydration.
 * `formRef` is the dish's form.
 */
export function useDishChoice(food: Food, formRef: RefObject<HTMLFormElement | null>) {
  const [chosen, setChosen] = useState<number[]>([]);
  // What is missing shows in its group only once a tap was refused, not while choosing.
  const [refused, setRefused] = useState(false);
  const check = checkChoice(food, chosen);

  useEffect(() => {
    // Options ticked before the page hydrated are in the form but not in the state; no
    // change event comes for them, so read them once.
    const form = formRef.current;
    if (!form || food.option_groups.length === 0) return;
    const ticked = chosenIn(new FormData(form), food);
    if (ticked.length > 0) setChosen(ticked);
  }, [food, formRef]);

  return {
    chosen,
    check,
    /** The problem to show in its group: after a refused tap, while the choice is still wrong. */
    problem: refused && !check.ok ? check : null,
    onChange: (event: FormEvent<HTMLFormElement>) =>
      setChosen(chosenIn(new FormData(event.currentTarget), food)),
    /**
     * The ids to send with a tap, or null (and the message shown, the group brought into
     * view) when the choice is not complete. The form keeps showing what was ticked after
     * React resets it, until `clear`.
     */
    take(form: FormData): number[] | null {
      const ids = chosenIn(form, food);
      setChosen(ids);
      const result = checkChoice(food, ids);
      if (result.ok) return ids;
      setRefused(true);
      const field = formRef.current?.querySelector<HTMLInputElement>(
        `fieldset[data-group="${result.groupId}"] input:not(:disabled)`,
      );
      field?.focus();
      return null;
    },
    /** Keep `ids` ticked: a tap that did not send them (a visitor's, or a failed add). */
    keep: (ids: number[]) => setChosen(ids),
    /** Untick all once the dish went into the cart: other options are another cart line. */
    clear() {
      setChosen([]);
      setRefused(false);
    },
  };
}

import type { Food } from '@dapur/shared/menu';
import { DEFAULT_ORDER_QUANTITY, QUANTITY_MAX } from '@dapur/shared/limits';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SOLD_OUT_LABEL } from '../../../components/ui/sold-out-badge';
import { useAddAction } from '../hooks/use-add-action';
import { useMenuCart } from '../hooks/menu-cart-context';
import { needsChoice } from '../lib/dish-choice';
import { linesOf } from '../lib/menu-cart';
import { catalogMessages } from '../messages';
import { ChooseFirstForm } from './choose-first-form';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodRowActionProps {
  food: Food;
  /** Id of the element naming the dish. */
  describedBy: string;
}

/**
 * The end of a compact row: "Habis" for a sold-out dish; a stepper once the dish is in the
 * cart as one line, for a dish without options; else "Tambah", which asks a visitor to log
 * in first (spec §6). For a dish with a group that must be chosen from, "Tambah" opens its
 * options in a sheet; any other dish is added at once, without options. "Tambah" is its
 * form's action, so a tap before the page hydrated is carried out once it has (React's form
 * replay).
 */
export function FoodRowAction({ food, describedBy }: FoodRowActionProps) {
  const { add, adding, loggedIn, loginPrompt } = useAddAction(food);
  const cart = useMenuCart();

  if (!food.is_available) {
    return (
      <span className="rounded-full bg-bark-900 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase">
        {SOLD_OUT_LABEL}
      </span>
    );
  }

  // With options (or notes) a dish may be on several lines: which one would + or − change?
  const lines = loggedIn ? linesOf(cart?.items, food.id) : [];
  const [line] = lines;
  if (cart && line && lines.length === 1 && food.option_groups.length === 0) {
    return (
      <QuantityStepper
        name={food.nama}
        quantity={line.jumlah}
        canIncrease={line.jumlah < QUANTITY_MAX}
        onStep={(step) => cart.onStep(food, step)}
      />
    );
  }

  const button = (
    <Button
      type="submit"
      variant="secondary"
      aria-label={catalogMessages.addToCart}
      aria-describedby={describedBy}
      aria-disabled={adding || undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="-ml-1 size-4">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {catalogMessages.addShort}
    </Button>
  );

  if (needsChoice(food)) {
    return (
      <ChooseFirstForm food={food} className="contents">
        {button}
      </ChooseFirstForm>
    );
  }

  return (
    <form action={add} className="contents">
      {button}
      <LoginRequiredDialog
        {...loginPrompt.dialogProps}
        dish={{ foodId: food.id, quantity: DEFAULT_ORDER_QUANTITY, options: [] }}
      />
    </form>
  );
}

import { useId, useRef, useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { checkChoice, priceWithOptions } from '@dapur/shared/dish-options';
import { DEFAULT_ORDER_QUANTITY, QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';
import { Button } from '../../../components/ui/button';
import { describedBy as describedByAll } from '../../../components/ui/field-classes';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatPrice } from '../../../lib/format-price';
import { TextField } from '../../../components/ui/text-field';
import type { PendingAdd } from '../../../lib/pending-add';
import { tokenStore } from '../../../lib/token-store';
import { useCompactMenu } from '../hooks/use-compact-menu';
import { useDishChoice } from '../hooks/use-dish-choice';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useOrderActions, type OrderActions } from '../hooks/order-actions-context';
import { chosenIn, optionsAmong } from '../lib/dish-choice';
import { catalogMessages } from '../messages';
import { LoginRequiredDialog } from './login-required-dialog';
import { OptionPicker } from './option-picker';

export interface FoodOrderActionsProps extends Partial<OrderActions> {
  food: Food;
  /** A "Catatan" field above the buttons, its text sent with the dish (the dish's page). */
  withNote?: boolean;
  /** The dish's option groups above the buttons, with the price they come to. */
  withOptions?: boolean;
  /**
   * A −/portions/+ stepper sent with either button (the dish's page). On a phone it sits in a
   * bar fixed to the bottom of the screen with "Tambah · Rp …", the price of those portions.
   */
  withQuantity?: boolean;
  /** Id of the element naming the dish, so each button says which dish it is for. */
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
  /** After a tap was carried out: an add settled, or the order form opened (closes a sheet). */
  onDone?: () => void;
}

/**
 * "Tambah ke Keranjang" and "Pesan Sekarang" for one dish. A visitor is asked to log in first
 * (spec §6); a customer gets the handlers passed in, else those the app provides. For a dish
 * that is sold out both are disabled, and a line under them says why.
 *
 * Each button is its form's action: on a page rendered on the server, a tap before the page
 * has hydrated is kept by React and carried out once it has (React's form replay), so no
 * tap is lost. Who is signed in is read when the tap is carried out, not as the page was
 * first rendered (as a visitor, on the server); the note and the options too are read from
 * the form as the tap is carried out, so what was typed and ticked before the page hydrated
 * is sent. A choice of options that is not complete is not sent: the buttons say what is
 * missing, and a tap shows it in its group. React resets the form after each tap: the note
 * field then shows `keptNote`, the options what `useDishChoice` keeps.
 */
export function FoodOrderActions({
  food,
  withNote = false,
  withOptions = false,
  withQuantity = false,
  onAddToCart,
  onOrderNow,
  describedBy,
  layout = 'stacked',
  className,
  onDone,
}: FoodOrderActionsProps) {
  const loginPrompt = useLoginPrompt();
  const provided = useOrderActions();
  const addToCart = onAddToCart ?? provided?.onAddToCart;
  const orderNow = onOrderNow ?? provided?.onOrderNow;
  const [adding, setAdding] = useState(false);
  const [quantity, setQuantity] = useState<number>(DEFAULT_ORDER_QUANTITY);
  const phone = useCompactMenu();
  // What the note field goes back to when React resets the form after a tap: empty once the
  // dish is in the cart (another note is another cart line), the note itself if it was not.
  const [keptNote, setKeptNote] = useState('');
  // What a visitor's "Tambah" was for: added once they have signed up or logged in.
  const [visitorDish, setVisitorDish] = useState<Omit<PendingAdd, 'from'> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const choice = useDishChoice(food, formRef);
  const reasonId = useId();
  const soldOut = !food.is_available;
  const missing = !soldOut && !choice.check.ok ? choice.check.message : null;
  const buttonsDescribedBy = describedByAll(describedBy, (soldOut || missing !== null) && reasonId);
  const picker = withOptions && !soldOut && food.option_groups.length > 0;

  function add(form: FormData) {
    const note = noteIn(form);
    setKeptNote(note ?? '');
    if (tokenStore.status() !== 'signed-in') {
      const ticked = chosenIn(form, food);
      choice.keep(ticked);
      // A choice the server would refuse is not kept: back on the page, they choose first.
      setVisitorDish(
        checkChoice(food, ticked).ok
          ? {
              foodId: food.id,
              quantity: quantityIn(form),
              ...(note?.trim() ? { note: note.trim() } : {}),
              options: ticked,
            }
          : null,
      );
      return loginPrompt.show();
    }
    const options = choice.take(form);
    if (options === null || adding || !addToCart) return;
    const portions = quantityIn(form);
    // The note and options go with these portions; the form starts afresh for the next.
    setKeptNote('');
    choice.clear();
    setQuantity(DEFAULT_ORDER_QUANTITY);
    const result = addToCart(food, note, options, portions);
    if (!(result instanceof Promise)) return onDone?.();
    setAdding(true);
    void result
      .then((added) => {
        if (added !== false) return;
        setKeptNote(note ?? '');
        choice.keep(options);
        setQuantity(portions);
      })
      .finally(() => {
        setAdding(false);
        onDone?.();
      });
  }

  function order(form: FormData) {
    const note = noteIn(form);
    setKeptNote(note ?? '');
    if (tokenStore.status() !== 'signed-in') {
      choice.keep(chosenIn(form, food));
      setVisitorDish(null);
      return loginPrompt.show();
    }
    const options = choice.take(form);
    if (options === null) return;
    orderNow?.(food, note, options, quantityIn(form));
    onDone?.();
  }

  const stepper = withQuantity && !soldOut;
  const portionPrice = priceWithOptions(food.harga, optionsAmong(food, choice.chosen));
  const addButton = (
    <Button
      type="submit"
      formAction={add}
      variant={stepper && phone ? 'primary' : 'secondary'}
      fullWidth={layout === 'stacked' || (stepper && phone)}
      aria-describedby={buttonsDescribedBy}
      aria-disabled={adding || undefined}
      disabled={soldOut}
    >
      {stepper && phone ? (
        // "Tambah · Rp 50.000" on screen; "Tambah ke Keranjang · Rp 50.000" read out.
        <>
          Tambah <span className="sr-only">ke Keranjang</span> ·{' '}
          {formatPrice(portionPrice * quantity)}
        </>
      ) : (
        'Tambah ke Keranjang'
      )}
    </Button>
  );
  const quantityStepper = (
    <>
      <QuantityStepper
        name={food.nama}
        quantity={quantity}
        canIncrease={quantity < QUANTITY_MAX}
        onStep={(step) => setQuantity((now) => clampPortions(now + step))}
      />
      {/* A form field, so a tap before the page hydrated sends the portions too. */}
      <input type="hidden" name="quantity" value={quantity} />
    </>
  );
  const buttons = (
    <>
      {/* On a wider screen the buttons stay as they were: one portion (spec §9). */}
      {stepper && phone ? null : addButton}
      <Button
        type="submit"
        formAction={order}
        fullWidth={layout === 'stacked'}
        aria-describedby={buttonsDescribedBy}
        disabled={soldOut}
      >
        Pesan Sekarang
      </Button>
      {soldOut || missing ? (
        <p
          id={reasonId}
          className={clsx(
            'text-sm font-medium sm:basis-full',
            choice.problem ? 'text-danger-700' : 'text-ink-muted',
          )}
        >
          {soldOut ? catalogMessages.soldOut : missing}
        </p>
      ) : null}
    </>
  );
  const row = clsx(
    'flex gap-2',
    layout === 'stacked' ? 'flex-col' : 'flex-col sm:flex-row sm:flex-wrap',
  );
  const fields = withNote || picker;

  return (
    <form
      ref={formRef}
      onChange={picker ? choice.onChange : undefined}
      className={clsx(fields ? 'flex flex-col gap-4' : row, className)}
    >
      {picker ? (
        <>
          <OptionPicker
            groups={food.option_groups}
            chosen={choice.chosen}
            problem={choice.problem}
          />
          <p aria-live="polite" className="font-semibold text-ink">
            {catalogMessages.priceWithOptions}{' '}
            <Price amount={portionPrice} className="text-lg font-bold text-brand-800" />
          </p>
        </>
      ) : null}
      {withNote && !soldOut ? (
        <TextField
          label="Catatan"
          name="note"
          defaultValue={keptNote}
          maxLength={ITEM_NOTE_MAX_LENGTH}
          hint="Tidak wajib, misalnya: sambal dipisah."
        />
      ) : null}
      {fields ? <div className={row}>{buttons}</div> : buttons}
      {stepper && phone ? (
        <>
          {/* Room at the page's end, so the bar never covers what is under it. */}
          <div aria-hidden="true" className="h-20" />
          {/* Notices ("… ditambahkan ke keranjang.") sit at the top of the screen, clear of it. */}
          <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-cream-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)]">
            {quantityStepper}
            <div className="min-w-0 flex-1">{addButton}</div>
          </div>
        </>
      ) : null}
      <LoginRequiredDialog {...loginPrompt.dialogProps} dish={visitorDish} />
    </form>
  );
}

/** The note the form carries, if it has a note field. */
function noteIn(form: FormData): string | undefined {
  const note = form.get('note');
  return typeof note === 'string' ? note : undefined;
}

function clampPortions(quantity: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, quantity));
}

/** The portions the form asks for: its quantity field if it has one, else one (spec §9). */
function quantityIn(form: FormData): number {
  const quantity = Number(form.get('quantity'));
  return Number.isInteger(quantity) && quantity >= 1
    ? clampPortions(quantity)
    : DEFAULT_ORDER_QUANTITY;
}

import { useId, useRef, useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { checkChoice, priceWithOptions } from '@dapur/shared/dish-options';
import { DEFAULT_ORDER_QUANTITY } from '@dapur/shared/limits';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';
import { Button } from '../../../components/ui/button';
import { describedBy as describedByAll } from '../../../components/ui/field-classes';
import { Price } from '../../../components/ui/price';
import { TextField } from '../../../components/ui/text-field';
import type { PendingAdd } from '../../../lib/pending-add';
import { tokenStore } from '../../../lib/token-store';
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
    // The note and options go with this portion; the form starts afresh for the next.
    setKeptNote('');
    choice.clear();
    const result = addToCart(food, note, options);
    if (!(result instanceof Promise)) return onDone?.();
    setAdding(true);
    void result
      .then((added) => {
        if (added !== false) return;
        setKeptNote(note ?? '');
        choice.keep(options);
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
    orderNow?.(food, note, options);
    onDone?.();
  }

  const buttons = (
    <>
      <Button
        type="submit"
        formAction={add}
        variant="secondary"
        fullWidth={layout === 'stacked'}
        aria-describedby={buttonsDescribedBy}
        aria-disabled={adding || undefined}
        disabled={soldOut}
      >
        Tambah ke Keranjang
      </Button>
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
            <Price
              amount={priceWithOptions(food.harga, optionsAmong(food, choice.chosen))}
              className="text-lg font-bold text-brand-800"
            />
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
      <LoginRequiredDialog {...loginPrompt.dialogProps} dish={visitorDish} />
    </form>
  );
}

/** The note the form carries, if it has a note field. */
function noteIn(form: FormData): string | undefined {
  const note = form.get('note');
  return typeof note === 'string' ? note : undefined;
}

/** The portions the form asks for: its quantity field if it has one, else one (spec §9). */
function quantityIn(form: FormData): number {
  const quantity = Number(form.get('quantity'));
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : DEFAULT_ORDER_QUANTITY;
}

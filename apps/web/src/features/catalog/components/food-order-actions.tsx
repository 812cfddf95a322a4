import { useId, useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { clsx } from 'clsx';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { tokenStore } from '../../../lib/token-store';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useOrderActions, type OrderActions } from '../hooks/order-actions-context';
import { catalogMessages } from '../messages';
import { LoginRequiredDialog } from './login-required-dialog';

export interface FoodOrderActionsProps extends Partial<OrderActions> {
  food: Food;
  /** A "Catatan" field above the buttons, its text sent with the dish (the dish's page). */
  withNote?: boolean;
  /** Id of the element naming the dish, so each button says which dish it is for. */
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
}

/**
 * "Tambah ke Keranjang" and "Pesan Sekarang" for one dish. A visitor is asked to log in first
 * (spec §6); a customer gets the handlers passed in, else those the app provides. For a dish
 * that is sold out both are disabled, and a line under them says why.
 *
 * Each button is its form's action: on a page rendered on the server, a tap before the page
 * has hydrated is kept by React and carried out once it has (React's form replay), so no
 * tap is lost. Who is signed in is read when the tap is carried out, not as the page was
 * first rendered (as a visitor, on the server); the note too is read from the form as the
 * tap is carried out, so a note typed before the page hydrated is sent. React resets the
 * form after each tap: the note field then shows `keptNote`.
 */
export function FoodOrderActions({
  food,
  withNote = false,
  onAddToCart,
  onOrderNow,
  describedBy,
  layout = 'stacked',
  className,
}: FoodOrderActionsProps) {
  const loginPrompt = useLoginPrompt();
  const provided = useOrderActions();
  const addToCart = onAddToCart ?? provided?.onAddToCart;
  const orderNow = onOrderNow ?? provided?.onOrderNow;
  const [adding, setAdding] = useState(false);
  // What the note field goes back to when React resets the form after a tap: empty once the
  // dish is in the cart (another note is another cart line), the note itself if it was not.
  const [keptNote, setKeptNote] = useState('');
  const reasonId = useId();
  const soldOut = !food.is_available;
  const describedByAll = soldOut ? [describedBy, reasonId].filter(Boolean).join(' ') : describedBy;

  function add(form: FormData) {
    const note = noteIn(form);
    const signedIn = tokenStore.status() === 'signed-in';
    // A note that is not sent stays in its field.
    setKeptNote(signedIn && !adding && addToCart ? '' : (note ?? ''));
    if (!signedIn) return loginPrompt.show();
    if (adding || !addToCart) return;
    const result = addToCart(food, note);
    if (result instanceof Promise) {
      setAdding(true);
      void result
        .then((added) => added === false && setKeptNote(note ?? ''))
        .finally(() => setAdding(false));
    }
  }

  function order(form: FormData) {
    const note = noteIn(form);
    setKeptNote(note ?? '');
    if (tokenStore.status() !== 'signed-in') return loginPrompt.show();
    orderNow?.(food, note);
  }

  const buttons = (
    <>
      <Button
        type="submit"
        formAction={add}
        variant="secondary"
        fullWidth={layout === 'stacked'}
        aria-describedby={describedByAll}
        aria-disabled={adding || undefined}
        disabled={soldOut}
      >
        Tambah ke Keranjang
      </Button>
      <Button
        type="submit"
        formAction={order}
        fullWidth={layout === 'stacked'}
        aria-describedby={describedByAll}
        disabled={soldOut}
      >
        Pesan Sekarang
      </Button>
      {soldOut ? (
        <p id={reasonId} className="text-sm font-medium text-ink-muted sm:basis-full">
          {catalogMessages.soldOut}
        </p>
      ) : null}
    </>
  );
  const row = clsx(
    'flex gap-2',
    layout === 'stacked' ? 'flex-col' : 'flex-col sm:flex-row sm:flex-wrap',
  );

  return (
    <form className={clsx(withNote ? 'flex flex-col gap-4' : row, className)}>
      {withNote ? (
        <>
          {soldOut ? null : (
            <TextField
              label="Catatan"
              name="note"
              defaultValue={keptNote}
              maxLength={ITEM_NOTE_MAX_LENGTH}
              hint="Tidak wajib, misalnya: paha, sambal dipisah."
            />
          )}
          <div className={row}>{buttons}</div>
        </>
      ) : (
        buttons
      )}
      <LoginRequiredDialog {...loginPrompt.dialogProps} />
    </form>
  );
}

/** The note the form carries, if it has a note field. */
function noteIn(form: FormData): string | undefined {
  const note = form.get('note');
  return typeof note === 'string' ? note : undefined;
}

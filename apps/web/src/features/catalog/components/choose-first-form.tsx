import { useState, type ReactNode } from 'react';
import type { Food } from '@dapur/shared/menu';
import { tokenStore } from '../../../lib/token-store';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { LoginRequiredDialog } from './login-required-dialog';
import { OptionSheet } from './option-sheet';

export interface ChooseFirstFormProps {
  /** A dish with a group that must be chosen from ("Bagian: paha / dada"). */
  food: Food;
  /** The form's submit buttons: each opens the dish's options. */
  children: ReactNode;
  className?: string;
}

/**
 * The buttons of a dish that cannot be added without a choice, in a list of dishes: a tap
 * opens its options in a sheet (a visitor is asked to log in first, spec §6). A form's
 * action, like the other buttons, so a tap before the page hydrated opens it once it has.
 */
export function ChooseFirstForm({ food, children, className }: ChooseFirstFormProps) {
  const loginPrompt = useLoginPrompt();
  const [open, setOpen] = useState(false);

  function choose() {
    if (tokenStore.status() !== 'signed-in') return loginPrompt.show();
    setOpen(true);
  }

  return (
    <>
      <form action={choose} className={className}>
        {children}
        <LoginRequiredDialog {...loginPrompt.dialogProps} />
      </form>
      {/* Beside the form, not in it: the sheet holds a form of its own. */}
      <OptionSheet food={food} open={open} onOpenChange={setOpen} />
    </>
  );
}

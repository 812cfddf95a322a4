import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

const lookClasses = {
  /** Confirms it, in a dialog. */
  solid: 'bg-danger-700 text-white shadow-sm hover:bg-[#931c13] active:bg-[#7a170f]',
  /** Only opens that dialog, so it does not shout on every card. */
  outline:
    'border border-danger-700 bg-white text-danger-700 hover:bg-danger-50 active:bg-danger-50',
};

export interface DangerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: keyof typeof lookClasses;
}

/**
 * For what cannot be undone (archive a dish, reject a payment, cancel an order): red, with
 * the size of every other button. Only the family's pages use it, so it stays out of the
 * customers' first download.
 */
export function DangerButton({
  look = 'solid',
  className,
  type = 'button',
  ...props
}: DangerButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        lookClasses[look],
        className,
      )}
      {...props}
    />
  );
}

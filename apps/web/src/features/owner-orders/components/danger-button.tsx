import type { ButtonHTMLAttributes } from 'react';
import { clsx } from 'clsx';

export interface DangerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `solid` confirms in a dialog; `quiet` only opens one, so it does not shout on every card. */
  look?: 'solid' | 'quiet';
}

/** A button that ends something for good (reject a payment, cancel an order): red, 44 px high. */
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
        look === 'solid'
          ? 'bg-danger-700 text-white shadow-sm hover:bg-[#931c13] active:bg-[#7a170f]'
          : 'text-danger-700 hover:bg-danger-50 active:bg-danger-50',
        className,
      )}
      {...props}
    />
  );
}

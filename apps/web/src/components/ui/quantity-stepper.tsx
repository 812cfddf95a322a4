import { clsx } from 'clsx';

export interface QuantityStepperProps {
  /** The dish, so each button says what it changes. */
  name: string;
  quantity: number;
  /** False at the most portions a line may hold. */
  canIncrease?: boolean;
  /** Both buttons off, e.g. for a dish that sold out. */
  disabled?: boolean;
  onStep: (step: 1 | -1) => void;
  /** The border's colour; the menu's brand colour by default. */
  borderClassName?: string;
}

const stepClasses = clsx(
  'flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 transition-colors',
  'hover:bg-brand-50 active:bg-brand-100',
  'disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-50 disabled:hover:bg-transparent',
);

/**
 * − / portions / + for a dish in the cart, on the menu and on the cart page; what a step
 * does (− on the last portion takes the line out) is the caller's.
 */
export function QuantityStepper({
  name,
  quantity,
  canIncrease = true,
  disabled = false,
  onStep,
  borderClassName = 'border-brand-700',
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={`Jumlah ${name}`}
      className={clsx('flex items-center rounded-lg border bg-white', borderClassName)}
    >
      <button
        type="button"
        aria-label={`Kurangi jumlah ${name}`}
        disabled={disabled}
        onClick={() => onStep(-1)}
        className={stepClasses}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
        {quantity}
      </span>
      <button
        type="button"
        aria-label={`Tambah jumlah ${name}`}
        disabled={disabled || !canIncrease}
        onClick={() => onStep(1)}
        className={stepClasses}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

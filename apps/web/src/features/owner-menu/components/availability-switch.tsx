import { clsx } from 'clsx';

export interface AvailabilitySwitchProps {
  /** The dish's name: the switch reads "Nasi Goreng tersedia, on/off". */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Sold out or not, in one tap: on is "Tersedia", off is "Habis" (the row says which, in words). */
export function AvailabilitySwitch({ name, checked, onChange }: AvailabilitySwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${name} tersedia`}
      onClick={() => onChange(!checked)}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink hover:bg-cream-100"
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
          checked ? 'border-green-700 bg-green-700' : 'border-ink-muted bg-cream-200',
        )}
      >
        <span
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </span>
      <span aria-hidden="true">Tersedia</span>
    </button>
  );
}

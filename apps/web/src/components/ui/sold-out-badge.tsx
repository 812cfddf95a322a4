import { clsx } from 'clsx';

/** What customers see on a dish the family has switched to sold out. */
export const SOLD_OUT_LABEL = 'Habis';

/**
 * "Habis" on a dish's photo, in words as well as colour. Its parent must be positioned
 * (`relative`): the badge sits in the photo's corner.
 */
export function SoldOutBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'absolute top-3 left-3 rounded-full bg-bark-900 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase shadow',
        className,
      )}
    >
      {SOLD_OUT_LABEL}
    </span>
  );
}

import { clsx } from 'clsx';

/** The look of a text input or textarea; a red border when it holds an error. */
export function fieldControlClasses(invalid: boolean, className?: string) {
  return clsx(
    'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm',
    'placeholder:text-ink-muted/70 disabled:bg-cream-100',
    invalid ? 'border-danger-700' : 'border-cream-300 hover:border-brand-500',
    className,
  );
}

/** The ids a control's `aria-describedby` lists: its hint first, then its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

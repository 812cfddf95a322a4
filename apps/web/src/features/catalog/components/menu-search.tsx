import { useId } from 'react';
import { catalogMessages } from '../messages';

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by the dish's name; the menu is already loaded, so it filters as one types. */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {catalogMessages.searchLabel}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
      >
        <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={catalogMessages.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-lg border border-cream-300 bg-white py-2 pr-3 pl-10 text-base text-ink placeholder:text-ink-muted"
      />
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { catalogMessages } from '../messages';

export interface CategoryChip {
  /** The id of the section it scrolls to. */
  sectionId: string;
  name: string;
}

/**
 * The categories in a row that stays under the header and scrolls sideways; a tap brings
 * that category's section up and moves focus to its heading, so a screen reader follows.
 */
export function CategoryChips({
  chips,
  current,
}: {
  chips: readonly CategoryChip[];
  /** The section on screen now: its chip is marked, and scrolled into the row's view. */
  current: string | null;
}) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const chip = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    // The row alone scrolls sideways; the page keeps its place.
    if (chip && list.current) list.current.scrollTo?.({ left: chip.offsetLeft - 16 });
  }, [current]);

  function go(sectionId: string) {
    const heading = document.getElementById(sectionId)?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }

  return (
    <nav
      aria-label={catalogMessages.categoryChips}
      className="sticky top-16 z-20 -mx-4 border-b border-cream-200 bg-cream-50/95 px-4 py-2 backdrop-blur"
    >
      <ul ref={list} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {chips.map((chip) => (
          <li key={chip.sectionId} className="shrink-0">
            {/* A form action: a tap before the page has hydrated is carried out once it has
                (React's form replay), as for the dishes' buttons. */}
            <form action={() => go(chip.sectionId)}>
              <button
                type="submit"
                aria-current={chip.sectionId === current ? 'true' : undefined}
                className={clsx(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
                  chip.sectionId === current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-cream-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800',
                )}
              >
                {chip.name}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useState } from 'react';

/**
 * The id of the section whose top is just under the sticky header and chips, as the page
 * scrolls; null until one is (or where the browser cannot tell).
 */
export function useSectionInView(sectionIds: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = sectionIds.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const ids = key.split(' ').filter(Boolean);
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        // The band can hold the last rows of one section and the heading of the next (a
        // chip's tap brings that heading just under the chips): the later one is "here".
        const here = [...ids].reverse().find((id) => inBand.has(id));
        if (here) setCurrent(here);
      },
      // A band below the header (64 px) and the chips (about 60 px): the section there is
      // "here". rootMargin takes px or %, never rem.
      { rootMargin: '-128px 0px -60% 0px' },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);

  return current;
}

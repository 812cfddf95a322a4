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
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.find((entry) => entry.isIntersecting);
        if (entering) setCurrent(entering.target.id);
      },
      // A band below the header (64 px) and the chips (about 60 px): the section there is
      // "here". rootMargin takes px or %, never rem.
      { rootMargin: '-128px 0px -60% 0px' },
    );
    for (const id of key.split(' ')) {
      const section = id ? document.getElementById(id) : null;
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);

  return current;
}

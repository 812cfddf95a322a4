import { useId, useMemo, useState } from 'react';
import type { Category, Food } from '@dapur/shared/menu';
import { filterFoods, groupByCategory, OTHER_SECTION_NAME } from '../lib/menu-search';
import { useSectionInView } from '../hooks/use-section-in-view';
import { catalogMessages } from '../messages';
import { CartBar } from './cart-bar';
import { CategoryChips } from './category-chips';
import { FoodList } from './food-list';
import { MenuSearch } from './menu-search';

export interface CompactMenuProps {
  foods: readonly Food[];
  /** The categories' names and order; none (not loaded) shows the dishes in one list. */
  categories: readonly Pick<Category, 'id' | 'name'>[] | undefined;
}

/**
 * The whole menu on a phone (decision 034): a search by name, the categories as chips that
 * stay in reach, and each category's dishes as compact rows under its heading.
 */
export function CompactMenu({ foods, categories }: CompactMenuProps) {
  const [query, setQuery] = useState('');
  const idPrefix = useId();
  const found = useMemo(() => filterFoods(foods, query), [foods, query]);
  const sections = useMemo(
    () => (categories ? groupByCategory(found, categories) : null),
    [found, categories],
  );
  const sectionId = (category: Pick<Category, 'id'> | null) =>
    `${idPrefix}-kategori-${category?.id ?? 'lainnya'}`;
  const searching = query.trim() !== '';
  const sectionIds = sections?.map((section) => sectionId(section.category)) ?? [];
  const current = useSectionInView(sectionIds);

  return (
    <div className="flex flex-col gap-3">
      <MenuSearch value={query} onChange={setQuery} />
      {sections && sections.length > 1 ? (
        <CategoryChips
          current={current}
          chips={sections.map((section) => ({
            sectionId: sectionId(section.category),
            name: section.category?.name ?? OTHER_SECTION_NAME,
          }))}
        />
      ) : null}
      <p role="status" className={searching ? 'text-ink-muted' : 'sr-only'}>
        {!searching
          ? ''
          : found.length === 0
            ? catalogMessages.searchEmpty(query.trim())
            : catalogMessages.searchFound(found.length)}
      </p>
      {sections ? (
        sections.map((section, index) => (
          <section
            key={sectionId(section.category)}
            id={sectionId(section.category)}
            aria-labelledby={`${sectionId(section.category)}-judul`}
          >
            <h2
              id={`${sectionId(section.category)}-judul`}
              tabIndex={-1}
              className="scroll-mt-16 pt-3 text-xl font-bold text-ink focus-visible:outline-none"
            >
              {section.category?.name ?? OTHER_SECTION_NAME}
            </h2>
            <FoodList foods={section.foods} headingLevel={3} first={index === 0} />
          </section>
        ))
      ) : (
        <FoodList foods={found} headingLevel={2} first />
      )}
      <CartBar />
    </div>
  );
}

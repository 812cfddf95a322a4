import { screen, within } from '@testing-library/react';

/**
 * The order numbers in the board's group whose heading starts with `label`: the cards that
 * follow its heading (the board keeps headings and cards side by side, so a moved card keeps
 * its state).
 */
export function groupOrders(label: string): (string | null)[] {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${label} \\(`) });
  const names: (string | null)[] = [];
  for (let next = heading.nextElementSibling; next?.tagName === 'ARTICLE';) {
    names.push(within(next as HTMLElement).getByRole('heading', { level: 3 }).textContent);
    next = next.nextElementSibling;
  }
  return names;
}

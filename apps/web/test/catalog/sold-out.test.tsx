import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { nasiBox, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const soldOut = { ...nasiGoreng, is_available: false };
const REASON = 'Menu ini sedang habis dan belum bisa dipesan.';

function card(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return within(article);
}

function categoryFoods() {
  const { id, name, description, image_url } = nasiBox;
  return json({
    status: 'success',
    category: { id, name, description, image_url },
    foods: [rendang, soldOut],
  });
}

/** The three pages that offer a dish to order, and where the sold-out dish shows on each. */
const pages: [string, Record<string, FetchHandler>, () => ReturnType<typeof within>][] = [
  [
    '/foods',
    { 'GET /api/foods': () => json(success([rendang, soldOut])) },
    () => card('Nasi Goreng Kampung'),
  ],
  [
    '/categories/1',
    { 'GET /api/categories/1/foods': categoryFoods },
    () => card('Nasi Goreng Kampung'),
  ],
  [
    '/foods/3',
    { 'GET /api/foods/3': () => json(success(soldOut)) },
    () => within(screen.getByRole('main')),
  ],
];

describe.each(pages)('a sold-out dish on %s', (path, handlers, dish) => {
  it('stays on the page, marked "Habis", its order buttons disabled and saying why', async () => {
    signIn();
    const api = mockFetch({ ...customerAnswers(), ...handlers });
    const { user } = renderApp(path);
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });

    expect(dish().getByText('Habis')).toBeVisible();
    expect(dish().getByRole('img', { name: 'Nasi Goreng Kampung' })).toBeInTheDocument();
    for (const name of ['Tambah ke Keranjang', 'Pesan Sekarang']) {
      const button = dish().getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(expect.stringContaining(REASON));
      await user.click(button);
    }
    expect(dish().getByText(REASON)).toBeVisible();
    expect(api.callsTo('POST /api/cart')).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it('leaves the dishes that are still available as they were', async () => {
  signIn();
  mockFetch({ ...customerAnswers(), 'GET /api/foods': () => json(success([rendang, soldOut])) });
  renderApp('/foods');
  await screen.findByRole('heading', { name: 'Nasi Box Rendang Sapi' });
  const available = card('Nasi Box Rendang Sapi');
  expect(available.queryByText('Habis')).not.toBeInTheDocument();
  expect(available.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeEnabled();
  expect(available.getByRole('button', { name: 'Pesan Sekarang' })).toBeEnabled();
  expect(screen.getAllByText('Habis')).toHaveLength(1);
});

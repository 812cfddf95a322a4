import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { ayamLine, ayamOrder, chosen } from '../helpers/option-fixtures';
import { customerAnswers, orderDetail } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const dada = ayamLine(chosen('Dada', 'Level 2', 'Telur'), 2, 701);
const paha = ayamLine(chosen('Paha'), 1, 702);

function cartLines() {
  return screen.getAllByRole('article').map((article) => within(article));
}

describe('the options of each line', () => {
  it('in the cart: one line per choice, each with its options, its price with them and its own buttons', async () => {
    signIn();
    mockFetch(customerAnswers([dada, paha]));
    renderApp('/cart');
    await screen.findByText('Dada, Level 2, Telur');

    const [first, second] = cartLines();
    expect(first!.getByText('Dada, Level 2, Telur')).toBeVisible();
    expect(first!.getByText('Rp 27.000')).toBeVisible();
    expect(first!.getByText('Rp 54.000')).toBeVisible();
    expect(first!.getByRole('group', { name: 'Jumlah Ayam Goreng' })).toHaveTextContent('2');
    expect(second!.getByText('Paha')).toBeVisible();
    // One portion: its price and the line's total.
    expect(second!.getAllByText('Rp 20.000')).toHaveLength(2);
    expect(second!.getByRole('button', { name: 'Hapus Ayam Goreng' })).toBeVisible();
  });

  it('in the cart: a line whose option was switched off since says what the checkout will say', async () => {
    signIn();
    const problem = 'Ayam Goreng: Telur sedang habis.';
    mockFetch(customerAnswers([{ ...dada, options_problem: problem }, paha]));
    renderApp('/cart');
    await screen.findByText(problem);
    const [first, second] = cartLines();
    expect(first!.getByText(problem)).toBeVisible();
    expect(second!.queryByText(/sedang habis/)).toBeNull();
  });

  it("in the cart order's summary", async () => {
    signIn();
    mockFetch({
      ...customerAnswers([dada, paha]),
      'GET /api/orders': pending,
      'GET /api/payments/qris': pending,
    });
    renderApp('/order-form-cart');
    const summary = within(await screen.findByRole('region', { name: 'Ringkasan Pesanan' }));
    expect(await summary.findByText('Dada, Level 2, Telur')).toBeVisible();
    expect(summary.getByText('Paha')).toBeVisible();
  });

  it('on the payment page', async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      'GET /api/orders': () => json(success([ayamOrder()])),
      'GET /api/payments/qris': pending,
      'GET /api/orders/41/qris': pending,
    });
    renderApp('/payment');
    const items = within(await screen.findByRole('list', { name: 'Isi pesanan' }));
    expect(items.getByText('Dada, Level 2, Telur')).toBeVisible();
    expect(items.getByText('Rp 27.000')).toBeVisible();
  });

  it("on the customer's order page and in the orders list", async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      'GET /api/orders/41': () => json(success(orderDetail(ayamOrder()))),
      'GET /api/orders': () => json(success([ayamOrder()])),
    });
    const { router } = renderApp('/orders/41');
    const items = within(await screen.findByRole('list', { name: 'Isi pesanan' }));
    expect(items.getByText('Dada, Level 2, Telur')).toBeVisible();

    await router.navigate('/orders');
    // The list's card, not the order page's list that was there before the navigation.
    const card = within(await screen.findByRole('article', { name: 'Pesanan #41' }));
    expect(
      within(card.getByRole('list', { name: 'Isi pesanan' })).getByText('Dada, Level 2, Telur'),
    ).toBeVisible();
  });
});

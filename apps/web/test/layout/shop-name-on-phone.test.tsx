import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, signIn, siti } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';
import { PROFILE, profileBody, warungSri } from '../helpers/restaurant-fixtures';
import { ownerAnswers, profile } from '../owner-orders/owner-fixtures';

const DEMO_NAME = 'Dapur Bu Ratna';

function header() {
  return within(screen.getByRole('banner'));
}

/**
 * jsdom lays nothing out, so what can be checked is that nothing between the name and the
 * header cuts it: no ellipsis, no clamp, no hidden overflow, no single-line rule.
 */
function expectWhole(name: HTMLElement) {
  const banner = screen.getByRole('banner');
  for (let element: HTMLElement | null = name; element && element !== banner;) {
    expect(element.className).not.toMatch(
      /\b(truncate|line-clamp-\d|overflow-hidden|whitespace-nowrap)\b/,
    );
    element = element.parentElement;
  }
}

describe("the shop's name in a phone's header", () => {
  it('is whole for a visitor, beside Sign in', async () => {
    onPhone();
    mockFetch({ [PROFILE]: () => json(profileBody({ ...warungSri, name: DEMO_NAME })) });
    renderApp('/about');
    const home = await header().findByRole('link', { name: DEMO_NAME });
    expectWhole(within(home).getByText(DEMO_NAME));
    expect(header().getByRole('link', { name: 'Sign in' })).toHaveClass('whitespace-nowrap');
  });

  it('is whole for a customer, the cart and the account menu as icons that keep their names', async () => {
    onPhone();
    signIn();
    mockFetch({
      [PROFILE]: () => json(profileBody({ ...warungSri, name: DEMO_NAME })),
      'POST /api/auth/me': meAnswer(),
    });
    renderApp('/about');
    const home = await header().findByRole('link', { name: DEMO_NAME });
    expectWhole(within(home).getByText(DEMO_NAME));
    expect(await header().findByRole('button', { name: siti.name })).toBeVisible();
    expect(header().getByRole('link', { name: /^Keranjang/ })).toBeVisible();
  });

  it("is whole on the family's pages, with Lihat toko on one line and Keluar as an icon", async () => {
    onPhone();
    signIn('owner-token');
    mockFetch({
      ...ownerAnswers(),
      'GET /api/restaurant': () => json(success({ ...profile, name: DEMO_NAME })),
      'GET /api/admin/prep': () => json(success([])),
      'GET /api/admin/reports/daily': () => json(success([])),
    });
    renderApp('/admin/reports');
    await screen.findByRole('heading', { level: 1, name: 'Laporan' });
    const home = await header().findByRole('link', { name: `${DEMO_NAME} Pemilik` });
    expectWhole(within(home).getByText(DEMO_NAME));
    expect(header().getByRole('link', { name: 'Lihat toko' })).toHaveClass('whitespace-nowrap');
    const logout = header().getByRole('button', { name: 'Keluar' });
    expect(logout).toHaveClass('min-h-11', 'min-w-11');
    expect(within(logout).getByText('Keluar')).toHaveClass('max-sm:sr-only');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, signIn } from '../helpers/account-fixtures';
import { esTeh, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { cartAnswer, cartLine, customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

function header() {
  return within(screen.getByRole('banner'));
}

describe('header cart badge', () => {
  it('sums the quantities of every line', async () => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 2), cartLine(rendang, 1), cartLine(esTeh, 4)]),
      'GET /api/foods': () => json(success([])),
    });
    renderApp('/foods');
    const link = await header().findByRole('link', { name: 'Keranjang (7 item)' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent(/^7$/);
  });

  it('is hidden while the cart is empty, the icon still leading to the cart', async () => {
    signIn();
    const api = mockFetch({ ...customerAnswers([]), 'GET /api/foods': () => json(success([])) });
    renderApp('/foods');
    const link = await header().findByRole('link', { name: 'Keranjang' });
    await expect.poll(() => api.callsTo('GET /api/cart')).toBe(1);
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent(/^$/);
  });

  it('is hidden until the cart has loaded', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer(), 'GET /api/cart': pending });
    renderApp('/about');
    expect(await header().findByRole('link', { name: 'Keranjang' })).toHaveTextContent(/^$/);
  });

  it('is not there for a visitor, who is never asked about a cart', async () => {
    const api = mockFetch({});
    renderApp('/about');
    expect(header().getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(header().queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/cart')).toBe(0);
  });

  it('shows 99+ for a very full cart', async () => {
    signIn();
    mockFetch({
      'POST /api/auth/me': meAnswer(),
      'GET /api/cart': cartAnswer([cartLine(nasiGoreng, 99), cartLine(esTeh, 3)]),
    });
    renderApp('/about');
    const link = await header().findByRole('link', { name: 'Keranjang (102 item)' });
    expect(link).toHaveTextContent(/^99\+$/);
  });

  it('goes away with the session on logout', async () => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 2)]),
      'POST /api/auth/logout': () => json({ status: 'success' }),
      'GET /api/suggestions': () => json(success([])),
    });
    const { user } = renderApp('/about');
    await header().findByRole('link', { name: 'Keranjang (2 item)' });
    await user.click(header().getByRole('button', { name: 'Siti Rahmawati' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await header().findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(header().queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
  });
});

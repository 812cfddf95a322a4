import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { cartLine, customerAnswers } from '../helpers/order-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';

/** A name that takes three lines on a 360-px phone. */
const longName = 'Nasi Goreng Kampung Spesial Telur Ceplok, Ayam Suwir dan Kerupuk Udang Sidoarjo';
const longDish = { ...nasiGoreng, nama: longName };

describe('a long dish name', () => {
  it('takes two lines at most on a menu card, and the link still says all of it', async () => {
    mockFetch({ 'GET /api/foods': () => json(success([rendang, longDish])) });
    renderApp('/foods');
    const heading = await screen.findByRole('heading', { name: longName });
    expect(heading).toHaveClass('line-clamp-2');
    expect(within(heading).getByRole('link', { name: longName })).toBeVisible();
  });

  it('takes two lines at most in a compact row on a phone', async () => {
    onPhone();
    mockFetch({ 'GET /api/foods': () => json(success([rendang, longDish])) });
    renderApp('/foods');
    const heading = await screen.findByRole('heading', { name: longName });
    expect(heading).toHaveClass('line-clamp-2');
    expect(within(heading).getByRole('link', { name: longName })).toBeVisible();
  });

  it('takes two lines at most in a cart line, whose buttons still name it', async () => {
    signIn();
    mockFetch(customerAnswers([cartLine(longDish, 1)]));
    renderApp('/cart');
    const heading = await screen.findByRole('heading', { name: longName });
    expect(heading).toHaveClass('line-clamp-2');
    expect(screen.getByRole('button', { name: `Hapus ${longName}` })).toBeVisible();
  });

  it("shows in full on the dish's page", async () => {
    mockFetch({ 'GET /api/foods/3': () => json(success(longDish)) });
    renderApp('/foods/3');
    const heading = await screen.findByRole('heading', { level: 1, name: longName });
    expect(heading.className).not.toMatch(/line-clamp|truncate/);
  });
});

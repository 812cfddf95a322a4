import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../helpers/fake-clock';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { PROFILE } from '../helpers/restaurant-fixtures';

describe('header', () => {
  it('links the logo home and shows Categories, Foods, About and Sign in', async () => {
    renderApp('/about');
    const header = screen.getByRole('banner');
    const home = await within(header).findByRole('link', { name: 'Warung Mbak Sri' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('img')).toHaveAttribute('src', '/logo.svg');

    const nav = within(header).getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(within(nav).getByRole('link', { name: 'Foods' })).toHaveAttribute('href', '/foods');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows no restaurant's name until the profile arrives, and then the one it names", async () => {
    const profile = deferred<Response>();
    mockFetch({
      [PROFILE]: () => profile.promise,
      'GET /api/suggestions': pending,
    });
    renderApp('/');
    const header = screen.getByRole('banner');
    const home = within(header).getByRole('link', { name: 'Beranda' });
    expect(home).toHaveAttribute('href', '/');
    expect(header).not.toHaveTextContent(/Ratna|Sri/);
    profile.resolve(
      json({
        status: 'success',
        data: {
          name: 'Soto Pak Darto',
          tagline: '',
          history: '',
          address: 'Jl. Mataram 3, Yogyakarta',
          phone: '0274 111 222',
          whatsapp: '6281311112222',
          email: 'soto@example.com',
          facebook_url: null,
          instagram_url: null,
          map_url: null,
          opening_hours: [],
          qris_image_url: null,
        },
      }),
    );
    expect(await within(header).findByRole('link', { name: 'Soto Pak Darto' })).toBe(home);
  });

  it('still leads home, as "Beranda", when the profile cannot be loaded', async () => {
    mockFetch({ [PROFILE]: offline, 'GET /api/suggestions': pending });
    renderApp('/about');
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Beranda')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  });

  it('marks the current page in the navigation', async () => {
    renderApp('/about');
    const nav = within(screen.getByRole('banner')).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('mobile menu', () => {
  function menuButton() {
    return within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
  }
  function mobileMenu() {
    const id = menuButton().getAttribute('aria-controls');
    if (!id) throw new Error('the menu button controls nothing');
    const menu = document.getElementById(id);
    if (!menu) throw new Error('the menu button controls a missing element');
    return menu;
  }

  it('opens and closes from its button, which says whether it is open', async () => {
    const { user } = renderApp('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(within(mobileMenu()).getByRole('link', { name: 'Foods' })).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderApp('/');
    await user.click(menuButton());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it('closes after following one of its links', async () => {
    const { user, router } = renderApp('/');
    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });
});

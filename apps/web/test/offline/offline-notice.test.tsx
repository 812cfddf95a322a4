import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { esTeh, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const FOODS = 'GET /api/foods';
const OFFLINE_MENU = 'Anda sedang offline — menampilkan menu yang tersimpan.';
const SLOW_MENU = 'Koneksi lambat — menampilkan menu yang tersimpan.';

/** The browser's switch: navigator.onLine and the event the window hears. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

/** jsdom has no service workers: a stand-in that can post what sw.ts posts. */
let serviceWorker: EventTarget;
beforeEach(() => {
  serviceWorker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function menuCameFrom(source: 'saved' | 'network') {
  act(() => {
    serviceWorker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'dapur:menu-source', source } }),
    );
  });
}

async function openMenu() {
  mockFetch({ [FOODS]: () => json(success([nasiGoreng, esTeh])) });
  renderApp('/foods');
  expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
}

describe('the offline notice', () => {
  it('is not there while the menu comes from the server', async () => {
    await openMenu();
    menuCameFrom('network');
    expect(screen.queryByText(/menu yang tersimpan/)).not.toBeInTheDocument();
  });

  it('says the menu is the saved one while the phone is offline, and goes when it is back', async () => {
    await openMenu();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MENU);
    // The dishes stay on screen.
    expect(screen.getByRole('heading', { name: 'Es Teh Manis' })).toBeVisible();

    goOffline(false);
    expect(screen.queryByText(OFFLINE_MENU)).not.toBeInTheDocument();
  });

  it('says so when the network was too slow and the saved menu was served instead', async () => {
    await openMenu();

    menuCameFrom('saved');
    expect(await screen.findByText(SLOW_MENU)).toBeVisible();

    menuCameFrom('network');
    expect(screen.queryByText(SLOW_MENU)).not.toBeInTheDocument();
  });

  it('does not promise a saved menu on pages that are not the menu', async () => {
    mockFetch({ 'GET /api/cart': () => json(success({ items: [] })) });
    renderApp('/login');
    goOffline(true);

    expect(
      await screen.findByText('Anda sedang offline. Menu yang tersimpan tetap bisa dibuka.'),
    ).toBeVisible();
    expect(screen.queryByText(OFFLINE_MENU)).not.toBeInTheDocument();
  });
});

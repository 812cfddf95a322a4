import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../../src/app/start-app';
import { createPageRenderer } from '../../src/entry-server';
import { makeClientBuild } from '../helpers/client-build';
import { esTeh, minuman, nasiBox, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { signIn } from '../helpers/account-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { ayamGoreng, ayamLine, chosen } from '../helpers/option-fixtures';
import { cartLine, customerAnswers } from '../helpers/order-fixtures';
import { PROFILE, profileBody, SLOTS, slotsAnswer } from '../helpers/restaurant-fixtures';

/** The phone bar's button: "Tambah · Rp 25.000" on screen, the price in rupiah (its space unbreakable). */
function barButton(amount: string): RegExp {
  return new RegExp(`^Tambah ke Keranjang · Rp\\s${amount.replace('.', '\\.')}$`);
}

const MENU = {
  'GET /api/foods': () => json(success([nasiGoreng, esTeh])),
  'GET /api/categories': () => json(success([nasiBox, minuman])),
  'GET /api/foods/3': () => json(success(nasiGoreng)),
  'GET /api/foods/7': () => json(success(ayamGoreng)),
};

/**
 * The page at `path` as the server sends it (src/entry-server.tsx, the same components and
 * route table), put into this document as the browser would parse it.
 */
async function openServerPage(
  path: string,
  handlers: Parameters<typeof mockFetch>[0] = {},
  { phone = false } = {},
): Promise<void> {
  window.history.replaceState(null, '', path);
  mockFetch({ ...MENU, ...handlers });
  const renderer = await createPageRenderer({
    clientDir: makeClientBuild(),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  const page = await renderer.render({ url: window.location.href, phone });
  const parsed = new DOMParser().parseFromString(page!.html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.title = '';
});

/**
 * The app as src/entry-client.tsx starts it. Notes every hydration error React recovers
 * from by rendering anew, and every warning of a difference it left in place (attributes).
 */
async function hydrate() {
  const recovered = vi.fn();
  const warned = vi.spyOn(console, 'error');
  root = await startApp(document.getElementById('root')!, { onRecoverableError: recovered });
  return {
    recovered,
    mismatches: () => warned.mock.calls.filter((call) => /hydrat/i.test(String(call[0]))),
  };
}

describe('a page rendered on the server, hydrated', () => {
  it('shows the menu from the data it came with, without asking the API, and matches it exactly', async () => {
    await openServerPage('/foods');
    const api = mockFetch({
      'GET /api/foods': pending,
      'GET /api/categories': pending,
      [PROFILE]: pending,
      [SLOTS]: pending,
    });

    const { recovered, mismatches } = await hydrate();
    // The page's title is set once it has hydrated.
    await waitFor(() => expect(document.title).toMatch(/^Menu/));

    expect(screen.getByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getAllByText(profileBody().data.name).length).toBeGreaterThan(0);
    expect(api.callsTo('GET /api/foods')).toBe(0);
    expect(api.callsTo(PROFILE)).toBe(0);
    expect(api.callsTo(SLOTS)).toBe(0);
    expect(recovered).not.toHaveBeenCalled();
    expect(mismatches()).toEqual([]);
  });

  it("shows the home page's closed shop from the data it came with, and matches it exactly", async () => {
    const night = new Date('2026-06-10T21:00:00+07:00');
    await openServerPage('/', { [SLOTS]: slotsAnswer({ now: night }) });
    expect(screen.getByText(/^Restoran sedang tutup\./)).toBeInTheDocument();
    const api = mockFetch({
      [PROFILE]: pending,
      [SLOTS]: pending,
      'GET /api/suggestions': pending,
    });

    const { recovered, mismatches } = await hydrate();
    await waitFor(() => expect(document.title).toMatch(/^Masakan Rumahan Indonesia/));

    expect(screen.getByText(/^Restoran sedang tutup\./)).toBeVisible();
    expect(api.callsTo(SLOTS)).toBe(0);
    expect(recovered).not.toHaveBeenCalled();
    expect(mismatches()).toEqual([]);
  });

  it('sends a note typed before the page hydrated with the dish', async () => {
    signIn();
    await openServerPage('/foods/3');
    (screen.getByLabelText('Catatan') as HTMLInputElement).value = 'sambal dipisah';
    const api = mockFetch({
      ...MENU,
      ...customerAnswers(),
      [SLOTS]: slotsAnswer(),
      'POST /api/cart': () => json(success({ ...cartLine(nasiGoreng, 1), note: 'sambal dipisah' })),
    });
    const { recovered } = await hydrate();

    await userEvent.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));

    expect(await api.bodyOf('POST /api/cart')).toEqual({
      food_id: 3,
      jumlah: 1,
      note: 'sambal dipisah',
    });
    expect(recovered).not.toHaveBeenCalled();
  });

  it('sends the options ticked before the page hydrated with the dish, and prices them', async () => {
    signIn();
    await openServerPage('/foods/7');
    (screen.getByRole('radio', { name: /Dada/ }) as HTMLInputElement).checked = true;
    (screen.getByRole('checkbox', { name: /Telur/ }) as HTMLInputElement).checked = true;
    const api = mockFetch({
      ...MENU,
      ...customerAnswers(),
      [SLOTS]: slotsAnswer(),
      'POST /api/cart': () => json(success(ayamLine(chosen('Dada', 'Telur'), 1, 701))),
    });
    const { recovered, mismatches } = await hydrate();

    await waitFor(() =>
      expect(screen.getByText('Harga per porsi:')).toHaveTextContent('Rp 27.000'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));

    expect(await api.bodyOf('POST /api/cart')).toEqual({
      food_id: 7,
      jumlah: 1,
      options: [12, 31],
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(mismatches()).toEqual([]);
  });

  it('holds back a tap made before the page hydrated whose choice is not complete, and says why', async () => {
    signIn();
    await openServerPage('/foods/7');
    // The server's page already says what is missing.
    expect(screen.getByText('Pilih Bagian.')).toBeInTheDocument();
    const api = mockFetch({ ...MENU, ...customerAnswers(), [SLOTS]: slotsAnswer() });
    const { recovered } = await hydrate();
    // At once, before React has hydrated the page: React keeps the tap and carries it out.
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));

    const bagian = await screen.findByRole('group', { name: 'Bagian Wajib' });
    expect(await within(bagian).findByRole('alert')).toHaveTextContent('Pilih Bagian.');
    expect(api.callsTo('POST /api/cart')).toBe(0);
    expect(recovered).not.toHaveBeenCalled();
  });

  it("sends the phone bar's portions with a tap made before the page hydrated", async () => {
    onPhone();
    signIn();
    await openServerPage('/foods/3', {}, { phone: true });
    // The bar as the server sent it: one portion, priced, in a form field.
    const bar = screen.getByRole('button', { name: barButton('25.000') });
    const api = mockFetch({
      ...MENU,
      ...customerAnswers(),
      [SLOTS]: slotsAnswer(),
      'POST /api/cart': () => json(success(cartLine(nasiGoreng, 1))),
    });
    const { recovered, mismatches } = await hydrate();
    // At once, before React has hydrated the page: React keeps the tap and carries it out.
    fireEvent.click(bar);

    await waitFor(() => expect(api.callsTo('POST /api/cart')).toBe(1));
    expect(await api.bodyOf('POST /api/cart')).toEqual({ food_id: 3, jumlah: 1 });
    expect(recovered).not.toHaveBeenCalled();
    expect(mismatches()).toEqual([]);
  });

  it("answers a visitor's tap on a dish's order button with the login warning", async () => {
    await openServerPage('/foods/3');
    mockFetch({ ...MENU, [SLOTS]: slotsAnswer() });
    const { recovered, mismatches } = await hydrate();

    await userEvent.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));

    expect(
      await screen.findByText('Anda harus login terlebih dahulu untuk memesan.'),
    ).toBeVisible();
    expect(recovered).not.toHaveBeenCalled();
    expect(mismatches()).toEqual([]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { esTeh, minuman, nasiBox, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { cartAnswer, cartLine, customerAnswers } from '../helpers/order-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';

const menuAnswers = {
  'GET /api/foods': () => json(success([nasiGoreng, rendang, esTeh])),
  'GET /api/categories': () => json(success([nasiBox, minuman])),
};

function row(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not in a row`);
  return within(article);
}

beforeEach(() => {
  onPhone();
});

describe('the menu on a phone', () => {
  it('shows each category as a heading over its dishes, and a chip per category that brings it up', async () => {
    mockFetch(menuAnswers);
    const { user } = renderApp('/foods');

    const minumanHeading = await screen.findByRole('heading', { level: 2, name: 'Minuman' });
    const minumanSection = within(screen.getByRole('region', { name: 'Minuman' }));
    expect(minumanSection.getByRole('heading', { level: 3, name: 'Es Teh Manis' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Nasi Box' })).getAllByRole('article'),
    ).toHaveLength(2);
    // Small photos: below 640 px the browser picks the small copy for a 72 px thumbnail.
    expect(row('Nasi Goreng Kampung').getByRole('img')).toHaveAttribute(
      'sizes',
      expect.stringMatching(/ 50vw, 72px$/),
    );

    const chips = within(screen.getByRole('navigation', { name: 'Kategori menu' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Nasi Box',
      'Minuman',
    ]);
    // jsdom does not scroll: record what the chip asks to bring into view.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await user.click(chips.getByRole('button', { name: 'Minuman' }));
    expect(scrollIntoView.mock.contexts).toEqual([minumanHeading]);
    expect(minumanHeading).toHaveFocus();
  });

  it('marks the chip of the section under the chips, the later one when the band holds the end of one and the start of the next', async () => {
    // jsdom lays nothing out: a stand-in observer reports what Chromium does after a chip's
    // tap, the last rows of Nasi Box and the heading of Minuman both in the band.
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const observed = new Set<Element>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe(target: Element) {
          observed.add(target);
        }
        disconnect() {
          observed.clear();
        }
      },
    );
    mockFetch(menuAnswers);
    renderApp('/foods');
    await screen.findByRole('heading', { level: 2, name: 'Minuman' });
    const section = (name: string) => screen.getByRole('region', { name });
    const chip = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Kategori menu' })).getByRole('button', {
        name,
      });
    // The app watches its sections after the paint.
    await waitFor(() => expect(observed).toContain(section('Minuman')));

    act(() => report([{ target: section('Nasi Box'), isIntersecting: true }]));
    expect(chip('Nasi Box')).toHaveAttribute('aria-current', 'true');
    expect(chip('Minuman')).not.toHaveAttribute('aria-current');

    act(() => report([{ target: section('Minuman'), isIntersecting: true }]));
    expect(chip('Minuman')).toHaveAttribute('aria-current', 'true');
    expect(chip('Nasi Box')).not.toHaveAttribute('aria-current');

    // Scrolling back up: Minuman leaves the band, Nasi Box is here again.
    act(() => report([{ target: section('Minuman'), isIntersecting: false }]));
    expect(chip('Nasi Box')).toHaveAttribute('aria-current', 'true');
  });

  it('finds dishes by a part of their name and says so when nothing matches', async () => {
    mockFetch(menuAnswers);
    const { user } = renderApp('/foods');
    const search = await screen.findByRole('searchbox', { name: 'Cari menu' });
    expect(search).toHaveAttribute('placeholder', 'Cari nama menu, mis. rendang');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });

    await user.type(search, 'RENDANG');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Nasi Box Rendang Sapi' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 menu ditemukan.');
    expect(screen.queryByRole('region', { name: 'Minuman' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'soto');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tidak ada menu yang cocok dengan "soto".',
    );

    await user.clear(search);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows "Habis" on a sold-out dish and no add button', async () => {
    mockFetch({
      ...menuAnswers,
      'GET /api/foods': () => json(success([{ ...esTeh, is_available: false }, nasiGoreng])),
    });
    renderApp('/foods');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });
    expect(row('Es Teh Manis').getByText('Habis')).toBeVisible();
    expect(row('Es Teh Manis').queryByRole('button')).not.toBeInTheDocument();
    expect(
      row('Nasi Goreng Kampung').getByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeVisible();
  });

  it('asks a visitor to log in before adding, and shows no cart bar', async () => {
    mockFetch(menuAnswers);
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await user.click(
      row('Nasi Goreng Kampung').getByRole('button', { name: 'Tambah ke Keranjang' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk memesan.',
    );
    expect(screen.queryByRole('link', { name: /item ·/ })).not.toBeInTheDocument();
  });
});

describe('the cart on the phone menu', () => {
  it('turns a dish in the cart into a stepper whose + and − change its line', async () => {
    signIn();
    const api = mockFetch({
      ...menuAnswers,
      ...customerAnswers(),
      // The cart as the server has it after each change.
      'GET /api/cart': [
        cartAnswer([cartLine(nasiGoreng, 1)]),
        cartAnswer([cartLine(nasiGoreng, 2)]),
        cartAnswer([cartLine(nasiGoreng, 1)]),
      ],
      'PUT /api/cart/103': () => json(success(null)),
    });
    const { user } = renderApp('/foods');
    const stepper = within(
      await screen.findByRole('group', { name: 'Jumlah Nasi Goreng Kampung' }),
    );
    expect(stepper.getByText('1')).toBeVisible();
    expect(
      row('Nasi Goreng Kampung').queryByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeNull();
    // A dish not in the cart keeps its add button.
    expect(
      row('Nasi Box Rendang Sapi').getByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeVisible();

    await user.click(stepper.getByRole('button', { name: 'Tambah jumlah Nasi Goreng Kampung' }));
    expect(await stepper.findByText('2')).toBeVisible();
    await waitFor(() => expect(api.callsTo('PUT /api/cart/103')).toBe(1));
    expect(await api.bodyOf('PUT /api/cart/103')).toEqual({ jumlah: 2 });

    await user.click(stepper.getByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' }));
    await waitFor(() => expect(api.callsTo('PUT /api/cart/103')).toBe(2));
    expect(await api.bodyOf('PUT /api/cart/103', 1)).toEqual({ jumlah: 1 });
    expect(await stepper.findByText('1')).toBeVisible();
  });

  it('takes the dish out with − on its last portion, and its add button comes back', async () => {
    signIn();
    const api = mockFetch({
      ...menuAnswers,
      ...customerAnswers(),
      'GET /api/cart': [cartAnswer([cartLine(nasiGoreng, 1)]), cartAnswer([])],
      'DELETE /api/cart/103': () => json({ status: 'success' }),
    });
    const { user } = renderApp('/foods');
    await user.click(
      await screen.findByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' }),
    );
    expect(
      await row('Nasi Goreng Kampung').findByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeVisible();
    expect(api.callsTo('DELETE /api/cart/103')).toBe(1);
  });

  it('shows "3 item · Rp 55.000" at the bottom while the cart holds anything, opening the cart', async () => {
    signIn();
    mockFetch({
      ...menuAnswers,
      ...customerAnswers(),
      'GET /api/cart': cartAnswer([cartLine(nasiGoreng, 2), cartLine(esTeh, 1)]),
    });
    renderApp('/foods');
    const bar = await screen.findByRole('link', { name: /3 item · Rp 55\.000/ });
    expect(bar).toHaveAttribute('href', '/cart');
    expect(bar).toHaveTextContent('3 item · Rp 55.000Lihat Keranjang');
  });

  it('shows no cart bar for an empty cart', async () => {
    signIn();
    mockFetch({ ...menuAnswers, ...customerAnswers() });
    renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await waitFor(() =>
      expect(screen.getByRole('banner').querySelector('a[href="/cart"]')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: /item ·/ })).not.toBeInTheDocument();
  });

  it("a category's page is compact rows with the stepper and the bar too", async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      'GET /api/categories/1/foods': () =>
        json({
          status: 'success',
          category: { ...nasiBox, foods: undefined },
          foods: [rendang, nasiGoreng],
        }),
      'GET /api/cart': cartAnswer([cartLine(rendang, 1)]),
    });
    renderApp('/categories/1');
    expect(
      await screen.findByRole('group', { name: 'Jumlah Nasi Box Rendang Sapi' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getByRole('link', { name: /1 item · Rp 38\.000/ })).toBeVisible();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../src/components/ui/toast';
import { flashState } from '../../src/lib/flash-notice';
import { TOAST_SUCCESS_MS, useToast, type ToastMessage } from '../../src/lib/use-toast';
import { signIn } from '../helpers/account-fixtures';
import { nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { cartLine, customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

/** A part of a screen with notices of its own, as the menu's layout and the flash have. */
function Notifier({ name, message }: { name: string; message: ToastMessage }) {
  const { toast, show, hide } = useToast();
  return (
    <>
      <button type="button" onClick={() => show(message)}>
        {name}
      </button>
      {toast ? (
        <Toast tone={toast.tone} link={toast.link} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </>
  );
}

function twoNotifiers() {
  render(
    <>
      <Notifier
        name="Satu"
        message={{ tone: 'success', text: 'Rendang ditambahkan ke keranjang.' }}
      />
      <Notifier name="Dua" message={{ tone: 'error', text: 'Stok habis.' }} />
    </>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notices', () => {
  it('show one at a time: a newer one, from anywhere on the screen, replaces the older', () => {
    twoNotifiers();
    fireEvent.click(screen.getByRole('button', { name: 'Satu' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rendang ditambahkan ke keranjang.');

    fireEvent.click(screen.getByRole('button', { name: 'Dua' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Stok habis.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tutup pemberitahuan' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('let a success go after 5 s and keep an error until it is closed', () => {
    vi.useFakeTimers();
    twoNotifiers();
    fireEvent.click(screen.getByRole('button', { name: 'Satu' }));
    act(() => vi.advanceTimersByTime(TOAST_SUCCESS_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Satu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dua' }));
    // The replaced success's timer does not take the error away.
    act(() => vi.advanceTimersByTime(TOAST_SUCCESS_MS * 2));
    expect(screen.getByRole('alert')).toHaveTextContent('Stok habis.');
  });

  it('sit at the top, under the header, clear of the buttons at the bottom of a phone', () => {
    twoNotifiers();
    fireEvent.click(screen.getByRole('button', { name: 'Satu' }));
    // jsdom lays nothing out: the classes are what places it.
    const region = screen.getByRole('status').closest('.fixed');
    expect(region).toHaveClass('top-[calc(var(--header-height,4rem)_+_0.5rem)]');
    expect(region?.className).not.toMatch(/\bbottom-/);
  });

  it('on the menu, adding a dish replaces a notice carried from the last page', async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      'GET /api/foods': () => json(success([rendang, nasiGoreng])),
      'POST /api/cart': () => json(success(cartLine(nasiGoreng, 1))),
    });
    const { user } = renderApp({
      pathname: '/foods',
      state: flashState({
        tone: 'success',
        text: 'Restoran akan memeriksa pembayaran Anda.',
        link: { to: '/orders/41', label: 'Lihat pesanan' },
      }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Restoran akan memeriksa pembayaran Anda.',
    );
    const card = (await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).closest(
      'article',
    ) as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Nasi Goreng Kampung ditambahkan ke keranjang.')).toBeVisible();
    expect(screen.queryByText('Restoran akan memeriksa pembayaran Anda.')).not.toBeInTheDocument();
  });
});

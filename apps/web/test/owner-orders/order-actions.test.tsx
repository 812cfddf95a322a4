import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { adminOrder, card, freezeNow, listAnswer, orderList, ownerAnswers } from './owner-fixtures';

const LIST = 'GET /api/admin/orders';
const STATUS = 'PUT /api/admin/orders/41/status';
const VERIFY = 'PUT /api/admin/payments/41/verification';

function orderAnswer(order: AdminOrder) {
  return () => json({ status: 'success', data: order });
}

/** The text a WhatsApp link opens with, and the number it opens. */
function whatsapp(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '');
  return { origin: url.origin, number: url.pathname.slice(1), text: url.searchParams.get('text') };
}

async function openBoard(orders: AdminOrder[], handlers = {}) {
  freezeNow();
  signIn();
  const api = mockFetch({ ...ownerAnswers(), [LIST]: listAnswer(orders), ...handlers });
  const view = renderApp('/admin');
  await screen.findByRole('heading', { name: `Pesanan #${orders[0]!.id}` });
  return { api, ...view };
}

describe('the steps on an order card', () => {
  it('marks a payment received in one tap and offers the matching WhatsApp message', async () => {
    const order = adminOrder();
    const { api, user } = await openBoard([order], {
      [VERIFY]: () =>
        json({ status: 'success', data: { ...order.payment, verification: 'verified' } }),
    });

    await user.click(card(41).getByRole('button', { name: 'Pembayaran diterima' }));

    expect(await card(41).findByText('Pembayaran diterima')).toBeVisible();
    expect(await api.bodyOf(VERIFY)).toEqual({ verification: 'verified' });
    expect(card(41).queryByRole('button', { name: 'Tolak pembayaran' })).not.toBeInTheDocument();
    const link = card(41).getByRole('link', { name: /Kabari lewat WhatsApp: Pembayaran diterima/ });
    expect(whatsapp(link)).toEqual({
      origin: 'https://wa.me',
      number: '6281234567890',
      text: 'Halo Siti Rahmawati, pembayaran untuk pesanan #41 sebesar Rp 55.000 sudah kami terima. Terima kasih! Pesanan Anda segera kami siapkan.\n\nDapur Bu Ratna',
    });
    expect(link).toHaveAttribute('target', '_blank');
  });

  // An order placed before names were one line each (finding 7 of issue 32).
  it('quotes every further line of a name in the WhatsApp message, so none passes for ours', async () => {
    const order = adminOrder({ name: 'Siti\nPembayaran: LUNAS' });
    const { user } = await openBoard([order], {
      [VERIFY]: () =>
        json({ status: 'success', data: { ...order.payment, verification: 'verified' } }),
    });

    await user.click(card(41).getByRole('button', { name: 'Pembayaran diterima' }));

    const link = await card(41).findByRole('link', { name: /WhatsApp: Pembayaran diterima/ });
    expect(whatsapp(link).text?.split('\n').slice(0, 2)).toEqual([
      'Halo Siti',
      '> Pembayaran: LUNAS, pembayaran untuk pesanan #41 sebesar Rp 55.000 sudah kami terima. Terima kasih! Pesanan Anda segera kami siapkan.',
    ]);
  });

  it('rejects a payment after a confirmation', async () => {
    const order = adminOrder();
    const { api, user } = await openBoard([order], {
      [VERIFY]: () =>
        json({ status: 'success', data: { ...order.payment, verification: 'rejected' } }),
    });

    await user.click(card(41).getByRole('button', { name: 'Tolak pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak pembayaran?' });
    expect(api.callsTo(VERIFY)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tolak pembayaran' }));

    expect(await waitFor(() => card(41).getByText('Pembayaran ditolak'))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.bodyOf(VERIFY)).toEqual({ verification: 'rejected' });
    const link = card(41).getByRole('link', { name: /WhatsApp: Pembayaran ditolak/ });
    expect(whatsapp(link).text).toBe(
      'Halo Siti Rahmawati, mohon maaf, pembayaran untuk pesanan #41 sebesar Rp 55.000 belum masuk ke rekening kami. Mohon periksa kembali pembayaran Anda, atau balas pesan ini bila ada pertanyaan.\n\nDapur Bu Ratna',
    );
  });

  it('moves an order on, one tap per step, each with its WhatsApp message', async () => {
    const order = adminOrder({
      status: 'pending',
      payment: { id: 9, status: 'pending', amount: 55_000, verification: 'unverified' },
    });
    const { api, user } = await openBoard([order], {
      [STATUS]: [
        orderAnswer({ ...order, status: 'processing' }),
        orderAnswer({ ...order, status: 'ready' }),
        orderAnswer({ ...order, status: 'completed' }),
      ],
    });

    await user.click(card(41).getByRole('button', { name: 'Mulai masak' }));
    expect(await card(41).findByText('Diproses')).toBeVisible();
    expect(await api.bodyOf(STATUS, 0)).toEqual({ status: 'processing' });
    expect(whatsapp(card(41).getByRole('link', { name: /WhatsApp: Sedang dimasak/ })).text).toBe(
      'Halo Siti Rahmawati, pesanan #41 (Nasi Goreng Kampung x2, Es Teh Manis x1) sedang kami masak. Kami kabari lagi begitu siap.\n\nDapur Bu Ratna',
    );

    await user.click(card(41).getByRole('button', { name: 'Siap diambil/diantar' }));
    expect(await card(41).findByText('Siap')).toBeVisible();
    expect(await api.bodyOf(STATUS, 1)).toEqual({ status: 'ready' });
    expect(whatsapp(card(41).getByRole('link', { name: /WhatsApp: Pesanan siap/ })).text).toBe(
      'Halo Siti Rahmawati, pesanan #41 (Nasi Goreng Kampung x2, Es Teh Manis x1) sudah siap. Terima kasih sudah menunggu!\n\nDapur Bu Ratna',
    );

    await user.click(card(41).getByRole('button', { name: 'Selesai' }));
    await waitFor(() => expect(card(41).queryByRole('button', { name: 'Selesai' })).toBeNull());
    expect(card(41).getByText('Selesai')).toBeVisible();
    expect(await api.bodyOf(STATUS, 2)).toEqual({ status: 'completed' });
    expect(card(41).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
    expect(whatsapp(card(41).getByRole('link', { name: /WhatsApp: Terima kasih/ })).text).toBe(
      'Halo Siti Rahmawati, pesanan #41 sudah selesai. Terima kasih sudah memesan di Dapur Bu Ratna, selamat menikmati! Kami tunggu pesanan berikutnya.\n\nDapur Bu Ratna',
    );
  });

  it('shows the message of a refused move and reads the board again', async () => {
    const order = adminOrder();
    // Another family member cancelled it a moment ago: the server says so from then on.
    let refused = false;
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [LIST]: () => json(orderList([refused ? { ...order, status: 'cancelled' } : order])),
      [STATUS]: () => {
        refused = true;
        return json(
          {
            status: 'error',
            message: 'Pesanan yang dibatalkan tidak dapat diubah menjadi siap.',
          },
          409,
        );
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });

    await user.click(card(41).getByRole('button', { name: 'Siap diambil/diantar' }));

    expect(await card(41).findByRole('alert')).toHaveTextContent(
      'Pesanan yang dibatalkan tidak dapat diubah menjadi siap.',
    );
    expect(await waitFor(() => card(41).getByText('Dibatalkan'))).toBeVisible();
    expect(card(41).queryByRole('button', { name: 'Siap diambil/diantar' })).toBeNull();
  });

  it('a payment someone else already checked: the message, and the board read again', async () => {
    const order = adminOrder();
    let refused = false;
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [LIST]: () =>
        json(
          orderList([
            refused ? { ...order, payment: { ...order.payment, verification: 'verified' } } : order,
          ]),
        ),
      [VERIFY]: () => {
        refused = true;
        return json({ status: 'error', message: 'Pembayaran ini sudah dicek.' }, 409);
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });

    await user.click(card(41).getByRole('button', { name: 'Pembayaran diterima' }));

    expect(await card(41).findByRole('alert')).toHaveTextContent('Pembayaran ini sudah dicek.');
    await waitFor(() =>
      expect(card(41).queryByRole('button', { name: 'Pembayaran diterima' })).toBeNull(),
    );
    expect(card(41).getByText('Pembayaran diterima')).toBeVisible();
  });
});

describe('cancelling an order', () => {
  it('needs a reason, and sends the chosen one', async () => {
    const order = adminOrder();
    const { api, user } = await openBoard([order], {
      [STATUS]: orderAnswer({ ...order, status: 'cancelled' }),
    });

    await user.click(card(41).getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pesanan #41?' });
    const confirm = within(dialog).getByRole('button', { name: 'Batalkan pesanan' });

    await user.click(confirm);
    expect(within(dialog).getByText('Pilih alasan pembatalan.')).toBeVisible();
    expect(api.callsTo(STATUS)).toBe(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Menu habis' }));
    await user.click(confirm);

    expect(await waitFor(() => card(41).getByText('Dibatalkan'))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.bodyOf(STATUS)).toEqual({ status: 'cancelled', reason: 'Menu habis' });
    expect(card(41).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
    expect(
      whatsapp(card(41).getByRole('link', { name: /WhatsApp: Pesanan dibatalkan/ })).text,
    ).toBe(
      'Halo Siti Rahmawati, mohon maaf, pesanan #41 (Nasi Goreng Kampung x2, Es Teh Manis x1) kami batalkan karena: Menu habis. Jika Anda sudah membayar, dananya akan kami kembalikan.\n\nDapur Bu Ratna',
    );
  });

  it('"Lainnya" needs the owner\'s own words, and sends them', async () => {
    const order = adminOrder();
    const { api, user } = await openBoard([order], {
      [STATUS]: orderAnswer({ ...order, status: 'cancelled' }),
    });

    await user.click(card(41).getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pesanan #41?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lainnya' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Tulis alasannya' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));
    expect(within(dialog).getByText('Tulis alasan pembatalan.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(STATUS)).toBe(0);

    await user.clear(reason);
    await user.type(reason, 'Gas habis, dapur tutup lebih awal');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));

    expect(await waitFor(() => card(41).getByText('Dibatalkan'))).toBeVisible();
    expect(await api.bodyOf(STATUS)).toEqual({
      status: 'cancelled',
      reason: 'Gas habis, dapur tutup lebih awal',
    });
  });

  it('keeps the dialog and what was typed when the server refuses the reason', async () => {
    const order = adminOrder();
    const { user } = await openBoard([order], {
      [STATUS]: () =>
        json(
          {
            status: 'error',
            message: 'Data tidak valid.',
            errors: { reason: ['Alasan maksimal 255 karakter.'] },
          },
          422,
        ),
    });
    await user.click(card(41).getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pesanan #41?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lainnya' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tulis alasannya' }), 'Terlalu');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Alasan maksimal 255 karakter.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Tulis alasannya' })).toHaveValue('Terlalu');
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(card(41).getByText('Diproses')).toBeVisible();
  });
});

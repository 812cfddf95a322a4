import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { apiError, success } from '../helpers/menu-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, orderDetail, step } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ORDER = 'GET /api/orders/41';
const CANCEL = 'POST /api/orders/41/cancel';
const ordered = step('pending', '2025-05-12T07:30:00.000Z');
const unpaid = orderDetail({}, [ordered]);
const cancelled = orderDetail({ status: 'cancelled' }, [
  ordered,
  step('cancelled', '2025-05-12T07:40:00.000Z', 'Dibatalkan oleh pelanggan.'),
]);

function open(handlers: Record<string, FetchHandler | FetchHandler[]>) {
  signIn();
  const api = mockFetch({ ...customerAnswers(), ...handlers });
  return { api, ...renderApp('/orders/41') };
}

const cancelCalls = (api: ReturnType<typeof mockFetch>) => api.requestsTo(CANCEL);

describe('cancelling an unpaid order on /orders/{id}', () => {
  it('asks once, cancels, and shows the order cancelled without the button', async () => {
    const { api, user } = open({
      [ORDER]: [() => json(success(unpaid)), () => json(success(cancelled))],
      [CANCEL]: () => json(success({ ...cancelled, history: undefined })),
    });
    const payment = within(await screen.findByRole('region', { name: 'Pembayaran' }));

    await user.click(payment.getByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Batalkan pesanan #41?' }));
    expect(cancelCalls(api)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Ya, batalkan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelCalls(api)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent(
      'Dibatalkan oleh pelanggan.',
    );
  });

  it('keeps the order when the customer steps back', async () => {
    const { api, user } = open({ [ORDER]: () => json(success(unpaid)) });
    await user.click(await screen.findByRole('button', { name: 'Batalkan pesanan' }));

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kembali' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelCalls(api)).toHaveLength(0);
  });

  it("says the server's reason when it refuses (paid meanwhile)", async () => {
    const refusal =
      'Pesanan ini tidak dapat dibatalkan lagi. Hubungi restoran lewat WhatsApp bila perlu.';
    const { user } = open({
      [ORDER]: () => json(success(unpaid)),
      [CANCEL]: () => json(apiError(refusal), 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Batalkan pesanan' }));

    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, batalkan' }),
    );

    expect(await within(screen.getByRole('dialog')).findByText(refusal)).toBeVisible();
  });

  it('offers no cancel once the customer said they paid', async () => {
    open({
      [ORDER]: () =>
        json(
          success(
            orderDetail({
              payment: { id: 9, status: 'completed', amount: 55_000, verification: 'unverified' },
            }),
          ),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();

    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).not.toBeInTheDocument();
  });
});

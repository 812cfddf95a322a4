import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrisAmountMessages, qrisMessages } from '@dapur/shared/qris';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { ownerAnswers, shop } from './owner-fixtures';

const SETTINGS = 'GET /api/admin/restaurant';
const SAVE = 'PUT /api/admin/restaurant';
const UPLOAD = 'POST /api/admin/restaurant/qris';
const CODE =
  '00020101021126570011ID.DANA.WWW011893600915301234567802090123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10219876543210303UMI52045814530336058' +
  '02ID5914Dapur Mbok Sri6011Kab. Bantul610555711630412AB';
const withCode = { ...shop, qris_payload: CODE, qris_merchant_name: 'Dapur Mbok Sri' };

async function openQris(handlers: Record<string, FetchHandler> = {}, settings = shop) {
  signIn('owner-token');
  const api = mockFetch({
    ...ownerAnswers(),
    [SETTINGS]: () => json(success(settings)),
    ...handlers,
  });
  const view = renderApp('/admin/settings');
  const section = await screen.findByRole('region', { name: 'Gambar QRIS' });
  return { api, section: within(section), ...view };
}

describe('/admin/settings, the QRIS code for the exact amount', () => {
  it('says the exact amount is off while no code is stored', async () => {
    const { section } = await openQris();

    expect(
      section.getByText(/^Jumlah otomatis belum aktif: pelanggan mengetik jumlahnya sendiri\./),
    ).toBeVisible();
    expect(section.getByLabelText('Teks kode QRIS')).toHaveValue('');
  });

  it('says it is on, naming the merchant written in the stored code', async () => {
    const { section } = await openQris({}, withCode);

    expect(section.getByText(/^Jumlah otomatis aktif: .*atas nama Dapur Mbok Sri/)).toBeVisible();
    expect(section.getByLabelText('Teks kode QRIS')).toHaveValue(CODE);
  });

  it('saves a pasted code alone, and then says the amount is filled in', async () => {
    const { api, section, user } = await openQris({
      [SAVE]: () => json(success(withCode)),
    });

    await user.click(section.getByLabelText('Teks kode QRIS'));
    await user.paste(`${CODE}\n`);
    await user.click(section.getByRole('button', { name: 'Simpan kode QRIS' }));

    expect(
      await section.findByText('Kode QRIS disimpan. Jumlah pembayaran kini terisi otomatis.'),
    ).toBeVisible();
    expect(await api.bodyOf(SAVE)).toEqual({ qris_payload: CODE });
    expect(section.getByText(/^Jumlah otomatis aktif: .*atas nama Dapur Mbok Sri/)).toBeVisible();
  });

  it('shows why the server refused a code (422) under the field', async () => {
    const { section, user } = await openQris({
      [SAVE]: () =>
        json(
          {
            status: 'error',
            message: qrisMessages.crcMismatch,
            errors: { qris_payload: [qrisMessages.crcMismatch] },
          },
          422,
        ),
    });

    await user.type(section.getByLabelText('Teks kode QRIS'), '000201rusak');
    await user.click(section.getByRole('button', { name: 'Simpan kode QRIS' }));

    expect(await screen.findByText(qrisMessages.crcMismatch)).toBeVisible();
    expect(section.getByLabelText('Teks kode QRIS')).toHaveAccessibleDescription(
      expect.stringContaining(qrisMessages.crcMismatch),
    );
  });

  it('removes the code when the field is emptied', async () => {
    const { api, section, user } = await openQris({ [SAVE]: () => json(success(shop)) }, withCode);

    await user.clear(section.getByLabelText('Teks kode QRIS'));
    await user.click(section.getByRole('button', { name: 'Simpan kode QRIS' }));

    expect(await section.findByText(/^Kode QRIS dihapus\./)).toBeVisible();
    expect(await api.bodyOf(SAVE)).toEqual({ qris_payload: null });
    expect(section.getByText(/^Jumlah otomatis belum aktif/)).toBeVisible();
  });

  it('says after an upload whether the code in the picture was read', async () => {
    const { section, user } = await openQris({
      [UPLOAD]: () =>
        json({
          ...success({ ...withCode, qris_image_url: '/storage/qris/qris-2.png' }),
          message: qrisAmountMessages.amountOn,
        }),
    });

    await user.upload(
      section.getByLabelText('Ganti gambar QRIS'),
      new File(['qris'], 'qris.png', { type: 'image/png' }),
    );

    expect(
      await section.findByText(`Gambar QRIS diperbarui. ${qrisAmountMessages.amountOn}`),
    ).toBeVisible();
    expect(section.getByText(/^Jumlah otomatis aktif: .*atas nama Dapur Mbok Sri/)).toBeVisible();
    expect(section.getByLabelText('Teks kode QRIS')).toHaveValue(CODE);
  });

  it('warns after an upload whose picture holds no readable code: the amount stays typed by hand', async () => {
    const message = qrisAmountMessages.amountOff(qrisMessages.noCodeInImage);
    const { section, user } = await openQris({
      [UPLOAD]: () =>
        json({
          ...success({ ...shop, qris_image_url: '/storage/qris/qris-3.png' }),
          message,
        }),
    });

    await user.upload(
      section.getByLabelText('Ganti gambar QRIS'),
      new File(['foto'], 'foto.png', { type: 'image/png' }),
    );

    expect(await section.findByRole('alert')).toHaveTextContent(
      `Gambar QRIS diperbarui. ${message}`,
    );
    expect(section.getByText(/^Jumlah otomatis belum aktif/)).toBeVisible();
  });
});

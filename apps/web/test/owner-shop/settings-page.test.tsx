import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuMessages } from '@dapur/shared/menu';
import { setupMessages } from '@dapur/shared/setup';
import { meAnswer, signIn, siti } from '../helpers/account-fixtures';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers, publicProfile, shop } from './owner-fixtures';

const SETTINGS = 'GET /api/admin/restaurant';
const SAVE = 'PUT /api/admin/restaurant';
const QRIS = 'POST /api/admin/restaurant/qris';
const BACKUP = 'GET /api/admin/backup';
const PUBLIC = 'GET /api/restaurant';
/** Asked of everyone but an owner: a shop without one sends them to setup instead. */
const SETUP_STATUS = 'GET /api/setup';

const settingsAnswer: FetchHandler = () => json(success(shop));

function day(name: string) {
  return within(screen.getByRole('group', { name }));
}

async function openSettings(handlers: Record<string, FetchHandler | FetchHandler[]> = {}) {
  signIn('owner-token');
  const api = mockFetch({ ...ownerAnswers(), [SETTINGS]: settingsAnswer, ...handlers });
  const view = renderApp('/admin/settings');
  await screen.findByLabelText('Nama restoran');
  return { api, ...view };
}

describe('/admin/settings', () => {
  it('shows the shop’s profile, its hours Monday first, the QRIS picture and the switch', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Toko' })).toBeVisible();
    expect(document.title).toBe('Toko — Dapur Bu Ratna');
    expect(screen.getByLabelText('Nama restoran')).toHaveValue('Dapur Bu Ratna');
    expect(screen.getByLabelText('Sejarah')).toHaveValue(shop.history);
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('6281200000123');
    expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/08… atau 62…/);
    expect(screen.getByLabelText('Instagram')).toHaveValue('');

    const days = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'))
      .filter(Boolean);
    expect(days).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(day('Senin').getByRole('switch', { name: 'Senin, buka' })).toBeChecked();
    expect(day('Senin').getByLabelText('Jam buka')).toHaveValue('07:00');
    expect(day('Senin').getByLabelText('Jam tutup')).toHaveValue('20:00');
    expect(day('Minggu').getByRole('switch', { name: 'Minggu, buka' })).not.toBeChecked();
    expect(day('Minggu').getByText('Tutup sepanjang hari.')).toBeVisible();

    expect(
      screen.getByRole('switch', { name: 'Kirim email untuk setiap pesanan baru' }),
    ).toBeChecked();
    expect(screen.getByRole('img', { name: 'QRIS toko saat ini' })).toHaveAttribute(
      'src',
      '/storage/qris/qris-1.webp',
    );
    expect(screen.getByRole('link', { name: 'Kelola tim pemilik' })).toHaveAttribute(
      'href',
      '/admin/team',
    );
  });

  it('says "Memuat data toko..." while the settings load', async () => {
    signIn('owner-token');
    mockFetch({ ...ownerAnswers(), [SETTINGS]: pending });
    renderApp('/admin/settings');
    expect(await screen.findByText('Memuat data toko...')).toBeVisible();
  });

  it('says the settings could not be loaded, and loads them again on request', async () => {
    signIn('owner-token');
    // A 5xx is tried twice before the page gives up.
    const api = mockFetch({
      ...ownerAnswers(),
      [SETTINGS]: [errorAnswer(500, 'x'), errorAnswer(500, 'x'), settingsAnswer],
    });
    const { user } = renderApp('/admin/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data toko.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByLabelText('Nama restoran')).toHaveValue('Dapur Bu Ratna');
    expect(api.callsTo(SETTINGS)).toBe(3);
  });

  it('saves the form’s fields with a changed closing time, then refreshes the public profile', async () => {
    const saved = {
      ...shop,
      opening_hours: shop.opening_hours.map((opening) =>
        opening.day === 6 ? { ...opening, close: '14:00' } : opening,
      ),
    };
    const { api, user } = await openSettings({
      [SAVE]: () => json(success(saved)),
      [PUBLIC]: [() => json(success(publicProfile())), () => json(success(publicProfile(saved)))],
    });
    const publicLoads = api.callsTo(PUBLIC);

    const saturdayClose = day('Sabtu').getByLabelText('Jam tutup');
    await user.clear(saturdayClose);
    await user.type(saturdayClose, '14:00');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByText(/Perubahan toko disimpan/)).toBeVisible();
    expect(await api.bodyOf(SAVE)).toEqual({
      name: 'Dapur Bu Ratna',
      tagline: 'Masakan rumahan Indonesia.',
      history: shop.history,
      address: shop.address,
      phone: '+62 274 000 123',
      whatsapp: '6281200000123',
      email: 'halo@dapurburatna.example',
      facebook_url: 'https://www.facebook.com/dapurburatna',
      instagram_url: null,
      map_url: null,
      opening_hours: [
        { day: 1, open: '07:00', close: '20:00' },
        { day: 2, open: '07:00', close: '20:00' },
        { day: 3, open: '07:00', close: '20:00' },
        { day: 4, open: '07:00', close: '20:00' },
        { day: 5, open: '07:00', close: '20:00' },
        { day: 6, open: '07:00', close: '14:00' },
      ],
      order_emails: true,
      accepting_orders: true,
      delivery_fee: 0,
      lead_time_minutes: 30,
    });
    await waitFor(() => expect(api.callsTo(PUBLIC)).toBe(publicLoads + 1));
  });

  it('pauses ordering with the "Terima pesanan" switch and sets the delivery fee and the kitchen’s minutes', async () => {
    const { api, user } = await openSettings({ [SAVE]: () => json(success(shop)) });
    const accepting = screen.getByRole('switch', { name: 'Terima pesanan' });
    expect(accepting).toBeChecked();
    expect(accepting).toHaveAccessibleDescription(/pesanan untuk hari ini ditolak/);
    const fee = screen.getByLabelText('Ongkos kirim (Rp)');
    expect(fee).toHaveValue('0');
    expect(fee).toHaveAccessibleDescription(/pesanan yang diantar/);
    const minutes = screen.getByLabelText('Waktu menyiapkan pesanan (menit)');
    expect(minutes).toHaveValue('30');

    await user.click(accepting);
    expect(accepting).not.toBeChecked();
    expect(screen.getByText('Dijeda')).toBeVisible();
    await user.clear(fee);
    await user.type(fee, 'Rp 5.000');
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toBe(1));
    expect(await api.bodyOf(SAVE)).toMatchObject({
      accepting_orders: false,
      delivery_fee: 5000,
      lead_time_minutes: 45,
    });
  });

  it('refuses a fee or minutes that are not whole numbers, before sending', async () => {
    const { api, user } = await openSettings();
    const fee = screen.getByLabelText('Ongkos kirim (Rp)');
    await user.clear(fee);
    await user.type(fee, 'lima ribu');
    const minutes = screen.getByLabelText('Waktu menyiapkan pesanan (menit)');
    await user.clear(minutes);
    await user.type(minutes, '2000');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() =>
      expect(fee).toHaveAccessibleDescription(
        /Ongkos kirim harus berupa bilangan bulat rupiah, 0 sampai Rp 1\.000\.000\./,
      ),
    );
    expect(minutes).toHaveAccessibleDescription(/Waktu menyiapkan pesanan harus 0–1440 menit\./);
    expect(api.callsTo(SAVE)).toBe(0);
  });

  it('opens Sunday with a break at noon and sends both openings in day order', async () => {
    const { api, user } = await openSettings({ [SAVE]: () => json(success(shop)) });
    await user.click(day('Minggu').getByRole('switch', { name: 'Minggu, buka' }));
    expect(day('Minggu').getByLabelText('Jam buka')).toHaveValue('07:00');
    const morningClose = day('Minggu').getByLabelText('Jam tutup');
    await user.clear(morningClose);
    await user.type(morningClose, '11:00');
    await user.click(day('Minggu').getByRole('button', { name: 'Tambah jam' }));
    // The second opening starts where the first one closed.
    const afternoonOpen = day('Minggu').getByLabelText('Jam buka sesi 2');
    expect(afternoonOpen).toHaveValue('11:00');
    await user.clear(afternoonOpen);
    await user.type(afternoonOpen, '13:00');
    const afternoonClose = day('Minggu').getByLabelText('Jam tutup sesi 2');
    await user.clear(afternoonClose);
    await user.type(afternoonClose, '20:00');
    await user.click(day('Sabtu').getByRole('switch', { name: 'Sabtu, buka' }));
    await user.click(screen.getByRole('switch', { name: 'Kirim email untuk setiap pesanan baru' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toBe(1));
    const body = (await api.bodyOf(SAVE)) as { opening_hours: unknown; order_emails: unknown };
    expect(body.opening_hours).toEqual([
      { day: 0, open: '07:00', close: '11:00' },
      { day: 0, open: '13:00', close: '20:00' },
      { day: 1, open: '07:00', close: '20:00' },
      { day: 2, open: '07:00', close: '20:00' },
      { day: 3, open: '07:00', close: '20:00' },
      { day: 4, open: '07:00', close: '20:00' },
      { day: 5, open: '07:00', close: '20:00' },
    ]);
    expect(body.order_emails).toBe(false);
  });

  it('puts a 422’s messages under their fields, an opening’s under its closing time', async () => {
    const { api, user } = await openSettings({
      [SAVE]: errorAnswer(422, 'Data tidak valid.', {
        'opening_hours.5.close': ['Jam tutup harus setelah jam buka.'],
        map_url: ['Peta harus tautan sematan (embed) dari OpenStreetMap atau Google Maps.'],
      }),
    });
    await user.type(screen.getByLabelText('Peta'), 'https://www.google.com/maps/embed?pb=1');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    const saturdayClose = day('Sabtu').getByLabelText('Jam tutup');
    await waitFor(() =>
      expect(saturdayClose).toHaveAccessibleDescription('Jam tutup harus setelah jam buka.'),
    );
    expect(saturdayClose).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Peta')).toHaveAccessibleDescription(
      /Peta harus tautan sematan \(embed\)/,
    );
    expect(screen.getByLabelText('Peta')).toHaveValue('https://www.google.com/maps/embed?pb=1');
    expect(screen.getByRole('alert')).toHaveTextContent('Periksa isian yang ditandai.');
    expect(api.callsTo(SAVE)).toBe(1);
  });

  it('checks the hours before sending: a closing time before the opening', async () => {
    const { api, user } = await openSettings();
    const mondayClose = day('Senin').getByLabelText('Jam tutup');
    await user.clear(mondayClose);
    await user.type(mondayClose, '06:00');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() =>
      expect(mondayClose).toHaveAccessibleDescription('Jam tutup harus setelah jam buka.'),
    );
    expect(api.callsTo(SAVE)).toBe(0);
  });

  it('uploads a new QRIS picture in the form field `image` and shows it', async () => {
    const received: FormData[] = [];
    const { api, user } = await openSettings({
      [QRIS]: async (request) => {
        received.push(await request.formData());
        return json({
          ...success({ ...shop, qris_image_url: '/storage/qris/qris-2.webp' }),
          message: 'Gambar QRIS disimpan, tetapi jumlah pembayaran tidak dapat terisi otomatis.',
        });
      },
    });
    const append = vi.spyOn(FormData.prototype, 'append');
    const file = new File(['qris'], 'qris-bca.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Ganti gambar QRIS'), file);

    expect(await screen.findByText(/^Gambar QRIS diperbarui\./)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QRIS toko saat ini' })).toHaveAttribute(
      'src',
      '/storage/qris/qris-2.webp',
    );
    expect(append).toHaveBeenCalledWith('image', file);
    // What arrived: one multipart field `image` holding a PNG. (jsdom's File loses its name
    // and bytes on the way into Node's Request; a browser sends both.)
    expect([...(received[0]?.keys() ?? [])]).toEqual(['image']);
    expect(received[0]?.get('image')).toMatchObject({ type: 'image/png' });
    expect(api.requestsTo(QRIS)[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(api.requestsTo(QRIS)[0]?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('shows the server’s message when the file is no picture (415)', async () => {
    const { user } = await openSettings({ [QRIS]: errorAnswer(415, menuMessages.imageNotImage) });
    const file = new File(['<?php'], 'qris.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Ganti gambar QRIS'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.imageNotImage);
    expect(screen.getByRole('img', { name: 'QRIS toko saat ini' })).toHaveAttribute(
      'src',
      '/storage/qris/qris-1.webp',
    );
  });

  describe('backup', () => {
    const clicked: { download: string; href: string }[] = [];

    beforeEach(() => {
      clicked.length = 0;
      // jsdom has no blob URLs; the page only needs one to hand to its link.
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
      });
    });

    it('downloads the file with the owner’s token, under the server’s file name', async () => {
      const { api, user } = await openSettings({
        [BACKUP]: () =>
          new Response(new Uint8Array([0x1f, 0x8b, 8, 0]), {
            headers: {
              'content-type': 'application/gzip',
              'content-disposition': 'attachment; filename="dapur-cadangan-2026-11-24.tar.gz"',
            },
          }),
      });
      expect(screen.getByText(/menu, pesanan, pelanggan, dan foto/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Unduh cadangan' }));

      expect(await screen.findByText(/Cadangan sudah diunduh/)).toBeVisible();
      expect(api.requestsTo(BACKUP)[0]?.headers.get('Authorization')).toBe('Bearer owner-token');
      expect(clicked).toEqual([
        { download: 'dapur-cadangan-2026-11-24.tar.gz', href: 'blob:backup' },
      ]);
      const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
      expect(blob.size).toBe(4);
    });

    it('says so when the download fails, and the button works again', async () => {
      const { user } = await openSettings({
        [BACKUP]: errorAnswer(500, 'Terjadi kesalahan pada server.'),
      });
      await user.click(screen.getByRole('button', { name: 'Unduh cadangan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Gagal mengunduh cadangan. Periksa koneksi internet Anda, lalu coba lagi.',
      );
      expect(screen.getByRole('button', { name: 'Unduh cadangan' })).toBeEnabled();
      expect(clicked).toEqual([]);
    });
  });

  it('tells a customer the page is the owners’ only, asking nothing of the admin API', async () => {
    signIn('customer-token');
    const api = mockFetch({
      'POST /api/auth/me': meAnswer(siti),
      [PUBLIC]: () => json(success(publicProfile())),
      [SETUP_STATUS]: () => json(success({ needed: false })),
    });
    renderApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.ownersOnly);
    expect(screen.queryByLabelText('Nama restoran')).not.toBeInTheDocument();
    expect(api.callsTo(SETTINGS)).toBe(0);
  });

  it('asks a visitor to log in, and brings them back here', async () => {
    const api = mockFetch({
      [PUBLIC]: () => json(success(publicProfile())),
      [SETUP_STATUS]: () => json(success({ needed: false })),
    });
    renderApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Silakan login dengan akun pemilik toko.',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo(SETTINGS)).toBe(0);
  });
});

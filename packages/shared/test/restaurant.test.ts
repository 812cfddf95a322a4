import { describe, expect, it } from 'vitest';
import { formatOpeningHours, whatsappOrderUrl } from '../src/restaurant';
import { restaurantUpdateBodySchema } from '../src/schemas/restaurant';

describe('WhatsApp order link', () => {
  it('opens a chat with the restaurant prefilled with every field of the order template', () => {
    const url = new URL(whatsappOrderUrl({ name: 'Dapur Bu Ratna', whatsapp: '6281200000123' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281200000123');
    const text = url.searchParams.get('text') ?? '';
    expect(text.split('\n')[0]).toBe('Halo Dapur Bu Ratna, saya ingin memesan:');
    for (const field of ['Nama:', 'Alamat lengkap:', 'Pesanan', 'Metode pembayaran:', 'Catatan:']) {
      expect(text).toContain(field);
    }
  });
});

describe('opening hours', () => {
  const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    open: '07:00',
    close: '20:00',
  }));

  it('runs days with the same hours together, Monday first', () => {
    expect(formatOpeningHours(mondayToSaturday)).toBe('Senin–Sabtu, 07.00–20.00 WIB');
    expect(
      formatOpeningHours([...mondayToSaturday, { day: 0, open: '08:00', close: '12:00' }]),
    ).toBe('Senin–Sabtu, 07.00–20.00 WIB; Minggu, 08.00–12.00 WIB');
  });

  it('shows a break at noon and a closed day in the middle', () => {
    expect(
      formatOpeningHours([
        { day: 1, open: '13:00', close: '20:00' },
        { day: 1, open: '07:00', close: '11:00' },
        { day: 3, open: '07:00', close: '20:00' },
      ]),
    ).toBe('Senin, 07.00–11.00, 13.00–20.00 WIB; Rabu, 07.00–20.00 WIB');
    expect(formatOpeningHours([])).toBe('Tutup');
  });

  it('refuses a closing time before the opening and a time that is no time', () => {
    const result = restaurantUpdateBodySchema.safeParse({
      opening_hours: [
        { day: 1, open: '20:00', close: '07:00' },
        { day: 2, open: '7 pagi', close: '20:00' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Jam tutup harus setelah jam buka.',
      'Jam harus berformat JJ:MM, misalnya 07:00.',
    ]);
  });
});

describe('profile links', () => {
  it('take empty as none and refuse links to other sites', () => {
    expect(restaurantUpdateBodySchema.parse({ facebook_url: '' })).toEqual({ facebook_url: null });
    expect(
      restaurantUpdateBodySchema.safeParse({ map_url: 'https://evil.example/embed' }).success,
    ).toBe(false);
    expect(
      restaurantUpdateBodySchema.parse({
        map_url: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      }).map_url,
    ).toBe('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4');
  });
});

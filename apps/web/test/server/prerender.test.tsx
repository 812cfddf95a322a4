// Run in Node (vitest.config.ts): the server draws pages without window, document or storage.
import { describe, expect, it } from 'vitest';
import { prerender } from '../../src/prerender';
import { esTeh, minuman, nasiBox, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { warungSri } from '../helpers/restaurant-fixtures';

/** The catalog answers a public page carries, as the API sends them (apps/api/src/lib/page-hints.ts). */
const answers = {
  restaurant: success(warungSri),
  foods: success([nasiGoreng, rendang, esTeh]),
  categories: success([nasiBox, minuman]),
  'foods/3': success(nasiGoreng),
};

/** The text a visitor reads, without the markup. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a public page drawn on the server', () => {
  it('shows the menu with its prices, under the restaurant name, before any JavaScript runs', async () => {
    const html = await prerender({ path: '/foods', answers, compact: false });
    const text = textOf(html);

    expect(text).toContain(warungSri.name);
    expect(text).toContain('Menu Kami');
    for (const dish of ['Nasi Goreng Kampung', 'Nasi Box Rendang Sapi', 'Es Teh Manis']) {
      expect(text).toContain(dish);
    }
    expect(text).toContain('Rp 25.000');
    expect(text).not.toContain('Memuat');
    // A visitor: the header offers to sign in.
    expect(html).toContain('href="/login"');
  });

  it('draws the compact rows and category chips for a phone, the grid for a larger screen', async () => {
    const phone = await prerender({ path: '/foods', answers, compact: true });
    const wide = await prerender({ path: '/foods', answers, compact: false });

    expect(phone).toContain('aria-label="Kategori menu"');
    expect(phone).toContain('type="search"');
    expect(wide).not.toContain('aria-label="Kategori menu"');
    expect(wide).not.toContain('type="search"');
  });

  it("shows the shop's status above the menu while it is closed, and nothing while open", async () => {
    const closed =
      'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.';
    const status = (asap: { available: boolean; reason: string | null }) => ({
      ...answers,
      'restaurant/slots': {
        status: 'success',
        data: [],
        meta: { date: '2026-06-10', today: '2026-06-10', asap, earliest: null },
      },
    });

    const night = await prerender({
      path: '/foods',
      answers: status({ available: false, reason: closed }),
      compact: true,
    });
    const day = await prerender({
      path: '/foods',
      answers: status({ available: true, reason: null }),
      compact: true,
    });

    expect(night).toMatch(/role="status"/);
    expect(textOf(night)).toContain(closed);
    expect(textOf(day)).not.toContain('Restoran sedang tutup');
  });

  it('shows a dish with its description and price', async () => {
    const text = textOf(await prerender({ path: '/foods/3', answers, compact: true }));

    expect(text).toContain('Nasi Goreng Kampung');
    expect(text).toContain(nasiGoreng.deskripsi!);
    expect(text).toContain('Rp 25.000');
  });

  it('shows the categories and the about page from the restaurant profile', async () => {
    const categories = textOf(await prerender({ path: '/categories', answers, compact: true }));
    expect(categories).toContain('Nasi Box');
    expect(categories).toContain('Minuman');

    const about = textOf(await prerender({ path: '/about', answers, compact: true }));
    expect(about).toContain('Tentang Kami');
    expect(about).toContain(warungSri.address);
  });
});

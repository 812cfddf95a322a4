import { describe, expect, it } from 'vitest';
import { restaurant, whatsappOrderTemplate, whatsappOrderUrl } from '../src/restaurant';

describe('WhatsApp order link', () => {
  it('opens a chat with the restaurant prefilled with every field of the order template', () => {
    const url = new URL(whatsappOrderUrl());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${restaurant.whatsapp}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toBe(whatsappOrderTemplate);
    for (const field of ['Nama:', 'Alamat lengkap:', 'Pesanan', 'Metode pembayaran:', 'Catatan:']) {
      expect(text).toContain(field);
    }
  });
});

import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { whatsappOrderUrl } from '@dapur/shared/restaurant';
import { renderApp } from '../helpers/render-app';

function footer() {
  return screen.getByRole('contentinfo');
}

it('opens a WhatsApp chat with the order template in a new tab', () => {
  renderApp('/about');
  const link = within(footer()).getByRole('link', { name: /WhatsApp/ });
  expect(link).toHaveAttribute('href', whatsappOrderUrl());
  expect(new URL(link.getAttribute('href') ?? '').hostname).toBe('wa.me');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});

it('prefills the chat in Indonesian, a line each for name, full address, dishes with quantities, payment method and notes', () => {
  renderApp('/about');
  const link = within(footer()).getByRole('link', { name: /WhatsApp/ });
  const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
  expect(text).toMatch(/saya ingin memesan/);
  const lines = text.split('\n');
  const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
  const fields = [
    at(/^Nama:/),
    at(/^Alamat lengkap:/),
    at(/^Pesanan \(menu x jumlah\):/),
    at(/^Metode pembayaran:/),
    at(/^Catatan:/),
  ];
  expect(fields.every((index) => index > 0)).toBe(true);
  expect([...fields].sort((a, b) => a - b)).toEqual(fields);
});

it('links to Facebook and Instagram in a new tab', () => {
  renderApp('/about');
  for (const [name, href] of [
    [/Facebook/, 'https://www.facebook.com/dapurburatna'],
    [/Instagram/, 'https://www.instagram.com/dapurburatna'],
  ] as const) {
    const link = within(footer()).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

it('gives the address, the phone number and the 2024 copyright', () => {
  renderApp('/about');
  expect(footer()).toHaveTextContent('Jl. Kaliurang Km 7,5 No. 12, Sleman');
  expect(within(footer()).getByRole('link', { name: /\+62 274 000 123/ })).toHaveAttribute(
    'href',
    'tel:+62274000123',
  );
  expect(within(footer()).getByText('© 2024 Dapur Bu Ratna')).toBeInTheDocument();
});

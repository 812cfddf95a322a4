import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { PROFILE, profileBody, warungSriBare } from '../helpers/restaurant-fixtures';

function footer() {
  return screen.getByRole('contentinfo');
}

async function whatsappLink() {
  return within(footer()).findByRole('link', { name: /WhatsApp/ });
}

it('opens a WhatsApp chat with the order template in a new tab', async () => {
  renderApp('/about');
  const link = await whatsappLink();
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.hostname).toBe('wa.me');
  expect(url.pathname).toBe('/6281399887766');
  expect(url.searchParams.get('text')?.split('\n')[0]).toBe(
    'Halo Warung Mbak Sri, saya ingin memesan:',
  );
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});

it('prefills the chat in Indonesian, a line each for name, full address, dishes with quantities, payment method and notes', async () => {
  renderApp('/about');
  const link = await whatsappLink();
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

it('links to Facebook and Instagram in a new tab', async () => {
  renderApp('/about');
  await whatsappLink();
  for (const [name, href] of [
    [/Facebook/, 'https://www.facebook.com/warungmbaksri'],
    [/Instagram/, 'https://www.instagram.com/warungmbaksri'],
  ] as const) {
    const link = within(footer()).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

it('leaves out the social links the restaurant has not set', async () => {
  mockFetch({ [PROFILE]: () => json(profileBody(warungSriBare)) });
  renderApp('/about');
  await whatsappLink();
  expect(within(footer()).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  expect(within(footer()).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
});

it("gives the restaurant's name, tagline and opening hours", async () => {
  renderApp('/about');
  const about = await within(footer()).findByRole('region', { name: 'Warung Mbak Sri' });
  expect(about).toHaveTextContent(
    'Sayur lodeh dan ayam goreng kampung, dimasak setiap pagi di Kotagede.',
  );
  expect(about).toHaveTextContent('Senin–Jumat, 08.00–15.00 WIB; Sabtu, 08.00–12.00 WIB');
});

it('gives the address, the phone number and the 2024 copyright', async () => {
  renderApp('/about');
  expect(await within(footer()).findByText('© 2024 Warung Mbak Sri')).toBeInTheDocument();
  expect(footer()).toHaveTextContent('Jl. Kemasan No. 21, Kotagede, Yogyakarta 55173');
  expect(within(footer()).getByRole('link', { name: /0274-555-019/ })).toHaveAttribute(
    'href',
    'tel:+62274555019',
  );
});

it('names no restaurant while the profile loads', async () => {
  mockFetch({ [PROFILE]: pending, 'GET /api/suggestions': pending });
  renderApp('/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  expect(footer()).toHaveTextContent(/^© 2024$/);
  expect(within(footer()).queryByRole('link')).not.toBeInTheDocument();
});

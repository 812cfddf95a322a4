import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { PROFILE, profileBody, warungSriBare } from '../helpers/restaurant-fixtures';

function contactSection() {
  return screen
    .getByRole('heading', { name: 'Kontak & Jam Buka' })
    .closest('section') as HTMLElement;
}

it('tells the history of the restaurant', async () => {
  renderApp('/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  const history = (await screen.findByRole('heading', { name: 'Cerita Kami' })).closest(
    'section',
  ) as HTMLElement;
  const paragraphs = within(history).getAllByText(/./, { selector: 'p' });
  expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
    'Warung Mbak Sri dibuka pada tahun 2009 di teras rumah kami di Kotagede.',
    'Sekarang kami memasak untuk kantor dan acara keluarga di seluruh Yogyakarta.',
  ]);
  expect(
    screen.getByText('Sayur lodeh dan ayam goreng kampung, dimasak setiap pagi di Kotagede.', {
      selector: 'main p',
    }),
  ).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Tentang Kami — Warung Mbak Sri'));
});

it('gives the address, phone, email, WhatsApp and opening hours', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { name: 'Kontak & Jam Buka' });
  const contact = within(contactSection());
  expect(contact.getByText('Jl. Kemasan No. 21, Kotagede, Yogyakarta 55173')).toBeVisible();
  expect(contact.getByRole('link', { name: '0274-555-019' })).toHaveAttribute(
    'href',
    'tel:+62274555019',
  );
  expect(contact.getByRole('link', { name: 'pesan@warungmbaksri.example' })).toHaveAttribute(
    'href',
    'mailto:pesan@warungmbaksri.example',
  );
  expect(contact.getByRole('link', { name: /WhatsApp 0813-9988-7766/ })).toHaveAttribute(
    'href',
    'https://wa.me/6281399887766',
  );
  expect(contact.getByText('Senin–Jumat, 08.00–15.00 WIB; Sabtu, 08.00–12.00 WIB')).toBeVisible();
});

it('embeds the map, loaded lazily, with a link to a larger map', async () => {
  renderApp('/about');
  const map = await screen.findByTitle('Peta lokasi Warung Mbak Sri');
  expect(map.tagName).toBe('IFRAME');
  expect(map).toHaveAttribute(
    'src',
    'https://www.openstreetmap.org/export/embed.html?bbox=110.39%2C-7.83%2C110.41%2C-7.81&layer=mapnik&marker=-7.8200%2C110.4000',
  );
  expect(map).toHaveAttribute('loading', 'lazy');
  const link = screen.getByRole('link', { name: /Buka peta/ });
  expect(link).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=-7.82&mlon=110.4#map=16/-7.82/110.4',
  );
  expect(link).toHaveAttribute('target', '_blank');
});

it('shows no map and no history section when the restaurant has set none', async () => {
  mockFetch({ [PROFILE]: () => json(profileBody({ ...warungSriBare, history: '' })) });
  renderApp('/about');
  await screen.findByRole('heading', { name: 'Kontak & Jam Buka' });
  expect(screen.queryByRole('heading', { name: 'Lokasi' })).not.toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.queryByRole('link', { name: /Buka peta/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Cerita Kami' })).not.toBeInTheDocument();
});

it('says so while the profile loads, and offers to try again when it cannot', async () => {
  mockFetch({ [PROFILE]: pending });
  const first = renderApp('/about');
  expect(await screen.findByText('Memuat profil restoran...')).toBeVisible();
  expect(document.title).toBe('Tentang Kami');
  first.unmount();

  let online = false;
  mockFetch({
    [PROFILE]: (request) => (online ? json(profileBody()) : offline(request)),
  });
  const { user } = renderApp('/about');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Gagal memuat profil restoran.');
  online = true;
  await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByRole('heading', { name: 'Kontak & Jam Buka' })).toBeVisible();
});

import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { restaurant } from '@dapur/shared/restaurant';
import { renderApp } from '../helpers/render-app';

it('tells the history of the restaurant', async () => {
  renderApp('/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  for (const paragraph of restaurant.history) {
    expect(screen.getByText(paragraph)).toBeVisible();
  }
  expect(document.title).toBe('Tentang Kami — Dapur Bu Ratna');
});

it('gives the address, phone, email, WhatsApp and opening hours', async () => {
  renderApp('/about');
  const contact = (await screen.findByRole('heading', { name: 'Kontak & Jam Buka' })).closest(
    'section',
  ) as HTMLElement;
  expect(within(contact).getByText(restaurant.address)).toBeVisible();
  expect(within(contact).getByRole('link', { name: restaurant.phone })).toHaveAttribute(
    'href',
    'tel:+62274000123',
  );
  expect(within(contact).getByRole('link', { name: restaurant.email })).toHaveAttribute(
    'href',
    'mailto:halo@dapurburatna.example',
  );
  expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/6281200000123',
  );
  expect(within(contact).getByText(restaurant.openingHours)).toBeVisible();
});

it('embeds the map, loaded lazily, with a link to a larger map', async () => {
  renderApp('/about');
  const map = await screen.findByTitle('Peta lokasi Dapur Bu Ratna');
  expect(map.tagName).toBe('IFRAME');
  expect(map).toHaveAttribute('src', restaurant.map.embedUrl);
  expect(map).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('link', { name: /Buka peta/ })).toHaveAttribute(
    'href',
    restaurant.map.linkUrl,
  );
});

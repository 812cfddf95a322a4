import type { RestaurantProfile } from '@dapur/shared/restaurant';

/** Every page's header and footer ask for the profile. */
export const PROFILE = 'GET /api/restaurant';

/**
 * The profile every test's server answers with unless told otherwise: deliberately not the
 * demo restaurant the database is seeded with, so nothing on the pages can be hard-coded.
 */
export const warungSri: RestaurantProfile = {
  name: 'Warung Mbak Sri',
  tagline: 'Sayur lodeh dan ayam goreng kampung, dimasak setiap pagi di Kotagede.',
  history: [
    'Warung Mbak Sri dibuka pada tahun 2009 di teras rumah kami di Kotagede.',
    'Sekarang kami memasak untuk kantor dan acara keluarga di seluruh Yogyakarta.',
  ].join('\n\n'),
  address: 'Jl. Kemasan No. 21, Kotagede, Yogyakarta 55173',
  phone: '+62 274 555 019',
  whatsapp: '6281399887766',
  email: 'pesan@warungmbaksri.example',
  facebook_url: 'https://www.facebook.com/warungmbaksri',
  instagram_url: 'https://www.instagram.com/warungmbaksri',
  map_url:
    'https://www.openstreetmap.org/export/embed.html?bbox=110.39%2C-7.83%2C110.41%2C-7.81&layer=mapnik&marker=-7.8200%2C110.4000',
  opening_hours: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '15:00' })),
    { day: 6, open: '08:00', close: '12:00' },
  ],
  qris_image_url: null,
  accepting_orders: true,
  delivery_fee: 0,
  lead_time_minutes: 30,
};

/** The same shop before the family filled in the optional parts: no social links, no map. */
export const warungSriBare: RestaurantProfile = {
  ...warungSri,
  tagline: '',
  facebook_url: null,
  instagram_url: null,
  map_url: null,
};

/** What GET /restaurant answers. */
export function profileBody(profile: RestaurantProfile = warungSri) {
  return { status: 'success', data: profile };
}

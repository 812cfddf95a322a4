import type { restaurant } from '../schema/index';

/** The demo restaurant's city, as its sample QRIS code prints it. */
export const DEMO_CITY = 'Sleman';

/**
 * The demo restaurant's profile, the `restaurant` row of a new shop. Dapur Bu Ratna is
 * fictional; the family replaces all of it on their settings page.
 */
export const demoRestaurant: typeof restaurant.$inferInsert = {
  name: 'Dapur Bu Ratna',
  tagline: 'Masakan rumahan Indonesia, dimasak setiap pagi untuk keluarga Anda.',
  history: [
    'Dapur Bu Ratna berawal pada tahun 1998 dari dapur rumah kami di Sleman. Bu Ratna memasak nasi kuning dan ayam bakar untuk tetangga yang sedang punya hajat, dan pesanan terus datang dari mulut ke mulut.',
    'Kini anak-anak dan menantunya ikut memasak, tetapi resepnya tetap sama: bumbu diulek sendiri, santan diperas setiap pagi, dan tidak ada penyedap buatan. Kami melayani makan siang harian, nasi box untuk kantor, dan katering untuk arisan, syukuran, dan pernikahan kecil.',
  ].join('\n\n'),
  address: 'Jl. Kaliurang Km 7,5 No. 12, Sleman, Daerah Istimewa Yogyakarta 55581',
  phone: '+62 274 000 123',
  whatsapp: '6281200000123',
  email: 'halo@dapurburatna.example',
  facebookUrl: 'https://www.facebook.com/dapurburatna',
  instagramUrl: 'https://www.instagram.com/dapurburatna',
  mapUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=110.3960%2C-7.7240%2C110.4160%2C-7.7080&layer=mapnik&marker=-7.7160%2C110.4060',
  // Monday to Saturday, 07.00–20.00; closed on Sunday.
  openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' })),
  qrisImage: null,
  orderEmails: true,
  acceptingOrders: true,
  // Delivered free, so an order's total is its dishes' as the spec's clients expect
  // (decision 032); the family sets its own fee on the settings page.
  deliveryFee: 0,
  // An order for as soon as possible is ready half an hour after it is placed at the earliest.
  leadTimeMinutes: 30,
};

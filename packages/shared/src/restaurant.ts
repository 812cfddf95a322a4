/**
 * The restaurant's public profile: the one place its name, history and contact details live.
 * The demo restaurant is fictional; a real restaurant edits this file (and, once the owner
 * pages exist, its settings screen).
 */
export const restaurant = {
  name: 'Dapur Bu Ratna',
  tagline: 'Masakan rumahan Indonesia, dimasak setiap pagi untuk keluarga Anda.',
  history: [
    'Dapur Bu Ratna berawal pada tahun 1998 dari dapur rumah kami di Sleman. Bu Ratna memasak nasi kuning dan ayam bakar untuk tetangga yang sedang punya hajat, dan pesanan terus datang dari mulut ke mulut.',
    'Kini anak-anak dan menantunya ikut memasak, tetapi resepnya tetap sama: bumbu diulek sendiri, santan diperas setiap pagi, dan tidak ada penyedap buatan. Kami melayani makan siang harian, nasi box untuk kantor, dan katering untuk arisan, syukuran, dan pernikahan kecil.',
  ],
  address: 'Jl. Kaliurang Km 7,5 No. 12, Sleman, Daerah Istimewa Yogyakarta 55581',
  phone: '+62 274 000 123',
  email: 'halo@dapurburatna.example',
  /** International format without '+', as wa.me expects it. */
  whatsapp: '6281200000123',
  openingHours: 'Senin–Sabtu, 07.00–20.00 WIB',
  facebookUrl: 'https://www.facebook.com/dapurburatna',
  instagramUrl: 'https://www.instagram.com/dapurburatna',
  map: {
    title: 'Peta lokasi Dapur Bu Ratna',
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=110.3960%2C-7.7240%2C110.4160%2C-7.7080&layer=mapnik&marker=-7.7160%2C110.4060',
    linkUrl: 'https://www.openstreetmap.org/?mlat=-7.7160&mlon=110.4060#map=16/-7.7160/110.4060',
  },
} as const;

export type Restaurant = typeof restaurant;

/** The Indonesian order-request template the footer's WhatsApp link opens with (spec §1). */
export const whatsappOrderTemplate = [
  `Halo ${restaurant.name}, saya ingin memesan:`,
  '',
  'Nama: ',
  'Alamat lengkap: ',
  'Pesanan (menu x jumlah): ',
  '- ',
  'Metode pembayaran: ',
  'Catatan: ',
].join('\n');

export function whatsappOrderUrl(): string {
  return `https://wa.me/${restaurant.whatsapp}?text=${encodeURIComponent(whatsappOrderTemplate)}`;
}

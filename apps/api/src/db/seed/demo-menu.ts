/**
 * The demo restaurant's menu, loaded into an empty database. Images live in
 * `apps/api/storage/` under the same slugs and are drawn by `tools/demo-images`.
 */
export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  /** Days ahead its dishes must be ordered; none: the same day. */
  leadTimeDays?: number;
}

export interface DemoFood {
  slug: string;
  category: string;
  nama: string;
  /** Whole rupiah. */
  harga: number;
  deskripsi: string;
}

export const demoCategories: DemoCategory[] = [
  {
    slug: 'nasi-box',
    name: 'Nasi Box',
    description:
      'Nasi lengkap dengan lauk, sayur, sambal dan kerupuk dalam kotak, pas untuk makan siang kantor dan acara.',
  },
  {
    slug: 'lauk-pauk',
    name: 'Lauk Pauk',
    description: 'Lauk rumahan per porsi untuk melengkapi nasi di rumah.',
  },
  {
    slug: 'sayur',
    name: 'Sayur',
    description: 'Sayur berkuah dan tumisan yang dimasak segar setiap pagi.',
  },
  {
    slug: 'jajanan-pasar',
    name: 'Jajanan Pasar',
    description: 'Kue tradisional buatan sendiri untuk teman minum teh atau suguhan arisan.',
  },
  {
    slug: 'minuman',
    name: 'Minuman',
    description: 'Minuman dingin dan hangat, manisnya bisa diatur saat memesan.',
  },
  {
    slug: 'paket-catering',
    name: 'Paket Catering',
    description: 'Paket untuk syukuran, arisan dan acara keluarga. Pesan paling lambat H-2.',
    leadTimeDays: 2,
  },
];

export const demoFoods: DemoFood[] = [
  {
    slug: 'nasi-box-ayam-goreng-kremes',
    category: 'nasi-box',
    nama: 'Nasi Box Ayam Goreng Kremes',
    harga: 30_000,
    deskripsi:
      'Nasi putih, ayam goreng kremes bagian paha atau dada, tempe goreng, lalapan, sambal bawang dan kerupuk.',
  },
  {
    slug: 'nasi-box-rendang',
    category: 'nasi-box',
    nama: 'Nasi Box Rendang Sapi',
    harga: 38_000,
    deskripsi:
      'Nasi putih dengan rendang sapi yang dimasak enam jam, sayur daun singkong, sambal hijau dan kerupuk.',
  },
  {
    slug: 'nasi-goreng-kampung',
    category: 'nasi-box',
    nama: 'Nasi Goreng Kampung',
    harga: 25_000,
    deskripsi:
      'Nasi goreng bumbu ulek dengan terasi, telur mata sapi, acar timun dan kerupuk. Pedasnya sedang.',
  },
  {
    slug: 'nasi-kuning-komplit',
    category: 'nasi-box',
    nama: 'Nasi Kuning Komplit',
    harga: 28_000,
    deskripsi:
      'Nasi kuning santan dengan ayam suwir bumbu merah, telur balado, orek tempe, serundeng dan sambal.',
  },
  {
    slug: 'ayam-bakar-kecap',
    category: 'lauk-pauk',
    nama: 'Ayam Bakar Kecap',
    harga: 22_000,
    deskripsi:
      'Satu potong ayam kampung diungkep bumbu kuning lalu dibakar dengan olesan kecap manis. Tanpa nasi.',
  },
  {
    slug: 'rendang-sapi',
    category: 'lauk-pauk',
    nama: 'Rendang Sapi',
    harga: 32_000,
    deskripsi:
      'Tiga potong daging sapi dimasak perlahan dengan santan dan bumbu rempah sampai kering dan gelap.',
  },
  {
    slug: 'ikan-nila-sambal-matah',
    category: 'lauk-pauk',
    nama: 'Ikan Nila Goreng Sambal Matah',
    harga: 24_000,
    deskripsi:
      'Ikan nila utuh digoreng garing, disiram sambal matah bawang merah, serai dan cabai rawit.',
  },
  {
    slug: 'tempe-mendoan',
    category: 'lauk-pauk',
    nama: 'Tempe Mendoan (5 potong)',
    harga: 12_000,
    deskripsi:
      'Tempe tipis dibalut adonan tepung berbumbu dan daun bawang, digoreng setengah matang. Dengan sambal kecap.',
  },
  {
    slug: 'sayur-asem',
    category: 'sayur',
    nama: 'Sayur Asem',
    harga: 10_000,
    deskripsi:
      'Kuah asam segar dengan jagung manis, kacang panjang, labu siam, melinjo dan asam jawa.',
  },
  {
    slug: 'sayur-lodeh',
    category: 'sayur',
    nama: 'Sayur Lodeh',
    harga: 12_000,
    deskripsi: 'Labu siam, terong, kacang panjang dan tempe dalam kuah santan gurih yang ringan.',
  },
  {
    slug: 'gado-gado',
    category: 'sayur',
    nama: 'Gado-Gado',
    harga: 18_000,
    deskripsi:
      'Sayuran rebus, lontong, tahu, tempe dan telur dengan saus kacang yang diulek saat dipesan.',
  },
  {
    slug: 'tumis-kangkung',
    category: 'sayur',
    nama: 'Tumis Kangkung Terasi',
    harga: 12_000,
    deskripsi: 'Kangkung segar ditumis cepat dengan bawang putih, cabai dan terasi bakar.',
  },
  {
    slug: 'klepon',
    category: 'jajanan-pasar',
    nama: 'Klepon (6 butir)',
    harga: 12_000,
    deskripsi:
      'Bola ketan pandan berisi gula jawa cair, digulingkan di kelapa parut. Dibuat pagi hari.',
  },
  {
    slug: 'dadar-gulung',
    category: 'jajanan-pasar',
    nama: 'Dadar Gulung (3 buah)',
    harga: 12_000,
    deskripsi: 'Dadar pandan tipis berisi unti kelapa dan gula jawa.',
  },
  {
    slug: 'pisang-goreng',
    category: 'jajanan-pasar',
    nama: 'Pisang Goreng (4 potong)',
    harga: 10_000,
    deskripsi: 'Pisang kepok matang dalam adonan tepung beras yang renyah.',
  },
  {
    slug: 'lemper-ayam',
    category: 'jajanan-pasar',
    nama: 'Lemper Ayam (3 buah)',
    harga: 13_500,
    deskripsi: 'Ketan gurih berisi abon ayam berbumbu, dibungkus daun pisang lalu dikukus.',
  },
  {
    slug: 'es-teh-manis',
    category: 'minuman',
    nama: 'Es Teh Manis',
    harga: 5_000,
    deskripsi: 'Teh tubruk melati diseduh kental dengan gula pasir dan es batu.',
  },
  {
    slug: 'es-jeruk',
    category: 'minuman',
    nama: 'Es Jeruk',
    harga: 8_000,
    deskripsi: 'Perasan jeruk peras lokal dengan sedikit gula dan es batu.',
  },
  {
    slug: 'es-cendol',
    category: 'minuman',
    nama: 'Es Cendol',
    harga: 12_000,
    deskripsi: 'Cendol hijau pandan, santan, sirup gula jawa dan es serut.',
  },
  {
    slug: 'wedang-jahe',
    category: 'minuman',
    nama: 'Wedang Jahe',
    harga: 8_000,
    deskripsi: 'Jahe emprit bakar direbus dengan serai dan gula batu. Disajikan hangat.',
  },
  {
    slug: 'tumpeng-mini',
    category: 'paket-catering',
    nama: 'Paket Tumpeng Mini (5 orang)',
    harga: 250_000,
    deskripsi:
      'Tumpeng nasi kuning dengan ayam goreng, perkedel, telur pindang, urap sayur, sambal goreng ati dan kerupuk untuk lima orang.',
  },
  {
    slug: 'paket-prasmanan',
    category: 'paket-catering',
    nama: 'Paket Prasmanan (per orang)',
    harga: 45_000,
    deskripsi:
      'Nasi, dua lauk, satu sayur, kerupuk, buah dan air mineral per orang. Minimal 20 orang, sudah termasuk peralatan saji.',
  },
];

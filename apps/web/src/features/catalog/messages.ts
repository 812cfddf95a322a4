/** The catalog's user-facing texts; those quoted from spec.md must stay word for word. */
export const catalogMessages = {
  foodsLoading: 'Memuat menu...',
  foodsEmpty: 'Belum ada menu yang tersedia.',
  /** Spec §8, shown when the server sends no message of its own. */
  foodsLoadError: 'Gagal memuat data menu.',
  /** Spec §2, /foods/{id}. */
  foodNotFound: 'Detail makanan tidak ditemukan.',
  foodLoading: 'Memuat detail menu...',
  /** Spec §2, /categories/{id}. */
  categoryLoading: 'Memuat kategori...',
  categoryNoDescription: 'Tidak ada deskripsi tersedia.',
  categoryEmpty: 'Tidak ada menu yang tersedia untuk kategori ini.',
  categoryNotFound: 'Kategori tidak ditemukan.',
  categoriesEmpty: 'Belum ada kategori yang tersedia.',
  categoriesLoadError: 'Gagal memuat kategori.',
  /** Under the disabled order buttons of a dish the family switched to sold out. */
  soldOut: 'Menu ini sedang habis dan belum bisa dipesan.',
  /** The compact menu on a phone (decision 034). */
  searchLabel: 'Cari menu',
  searchPlaceholder: 'Cari nama menu, mis. rendang',
  searchEmpty: (query: string) => `Tidak ada menu yang cocok dengan "${query}".`,
  searchFound: (count: number) => `${count} menu ditemukan.`,
  categoryChips: 'Kategori menu',
  /** A row's button shows the short word; its name is the spec's, as on the grid. */
  addShort: 'Tambah',
  addToCart: 'Tambah ke Keranjang',
  openCart: 'Lihat Keranjang',
  /** The dish's price with the options ticked, above its buttons. */
  priceWithOptions: 'Harga per porsi:',
  /** The sheet of a dish's options on the phone menu: "Pilihan Ayam Goreng". */
  optionsSheetTitle: (nama: string) => `Pilihan ${nama}`,
  optionsSheetHint: 'Pilih dulu, lalu tambahkan ke keranjang.',
  /** Spec §6, a visitor trying to order. */
  loginRequiredToOrder: 'Anda harus login terlebih dahulu untuk memesan.',
  /** Beside "Login" in that dialog: a visitor without an account yet. */
  signUp: 'Daftar',
} as const;

/** The cart's user-facing texts; those quoted from spec.md must stay word for word. */
export const cartPageMessages = {
  /** Spec §6, a visitor opening the cart. */
  loginRequired: 'Anda harus login terlebih dahulu untuk mengakses keranjang.',
  /** Spec §2, /cart. */
  empty: 'Keranjang Anda kosong.',
  /** Spec §8, cart. */
  loadFailed: 'Failed to load cart items.',
  updateFailed: 'Failed to update quantity.',
  removeFailed: 'Failed to remove item from the cart.',
  noteFailed: 'Gagal menyimpan catatan.',
  /** Spec §8, add to cart without a server message. */
  addFailed: 'Gagal menambahkan item ke keranjang.',
  added: (nama: string) => `${nama} ditambahkan ke keranjang.`,
  addedSome: 'Menu ditambahkan ke keranjang.',
  loading: 'Memuat keranjang...',
  /** A line whose dish sold out (or left the menu) since it was added: the checkout refuses it. */
  soldOutLine: 'Habis — hapus dari keranjang untuk melanjutkan',
  soldOutSummary: (count: number) =>
    count === 1
      ? 'Satu menu di keranjang sedang habis. Hapus dari keranjang untuk melanjutkan.'
      : `${count} menu di keranjang sedang habis. Hapus dari keranjang untuk melanjutkan.`,
  /** Lines whose options no longer fit the dish (the menu changed since they were added). */
  optionsChangedSummary: (count: number) =>
    count === 1
      ? 'Pilihan satu menu di keranjang sudah berubah. Hapus, lalu pilih lagi di halaman menu.'
      : `Pilihan ${count} menu di keranjang sudah berubah. Hapus, lalu pilih lagi di halaman menu.`,
  leftOutOfTotal: 'Menu tersebut tidak dihitung dalam total.',
  /** One tap: every sold-out line and every line whose options no longer fit. */
  removeBlocked: 'Hapus yang habis',
  removeBlockedFailed: 'Gagal menghapus sebagian menu. Coba lagi.',
  /** Under the total: what the order form adds for delivery (hidden when free). */
  deliveryFee: (fee: string) => `Ongkir ${fee} jika diantar`,
  /** An empty cart while an order is still waiting to be paid. */
  unpaidOrder: 'Anda punya pesanan yang belum dibayar —',
  payNow: 'Bayar sekarang',
} as const;

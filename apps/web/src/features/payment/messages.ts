/** The payment page's texts; those quoted from spec.md must stay word for word. */
export const paymentMessages = {
  /** Spec §8, payment. */
  loadFailed: 'Failed to load order data',
  noOrder: 'No order found',
  processFailed: 'Failed to process payment',
  /** Spec §6, a visitor trying to order. */
  loginRequired: 'Anda harus login terlebih dahulu untuk memesan.',
  paid: 'Pembayaran diterima. Pesanan Anda sedang diproses.',
  demo: 'Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.',
  loading: 'Memuat pesanan...',
  qrisLoading: 'Memuat kode QRIS...',
  qrisLoadFailed: 'Gagal memuat kode QRIS.',
} as const;

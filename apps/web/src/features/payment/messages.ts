/** The payment page's texts; those quoted from spec.md must stay word for word. */
export const paymentMessages = {
  /** Spec §8, payment. */
  loadFailed: 'Failed to load order data',
  noOrder: 'No order found',
  processFailed: 'Failed to process payment',
  /** Spec §6, a visitor trying to order. */
  loginRequired: 'Anda harus login terlebih dahulu untuk memesan.',
  /** After "Saya Sudah Bayar": the family checks the money against their bank app first. */
  paid: 'Terima kasih! Restoran akan mengecek pembayaran Anda. Lihat status pesanan di Pesanan Saya.',
  seeOrder: (orderId: number) => `Lihat pesanan #${orderId}`,
  alreadyPaid: (verification: string, status: string) =>
    `Pesanan ini sudah dibayar. Pemeriksaan restoran: ${verification}. Status pesanan: ${status}.`,
  cancelled: 'Pesanan ini telah dibatalkan.',
  demo: 'Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.',
  loading: 'Memuat pesanan...',
  qrisLoading: 'Memuat kode QRIS...',
  qrisLoadFailed: 'Gagal memuat kode QRIS.',
} as const;

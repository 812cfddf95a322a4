/** The payment page's texts; those quoted from spec.md must stay word for word. */
export const paymentMessages = {
  /** Spec §8, payment. */
  loadFailed: 'Failed to load order data',
  noOrder: 'No order found',
  processFailed: 'Failed to process payment',
  /** Spec §6, a visitor trying to order. */
  loginRequired: 'Anda harus login terlebih dahulu untuk memesan.',
  /**
   * After "Saya Sudah Bayar", on the order's page: the family checks the money against their
   * bank app first, so nothing is promised yet.
   */
  paid: 'Terima kasih! Restoran akan mengecek pembayaran Anda.',
  seeOrder: (orderId: number) => `Lihat pesanan #${orderId}`,
  alreadyPaid: (verification: string, status: string) =>
    `Pesanan ini sudah dibayar. Pemeriksaan restoran: ${verification}. Status pesanan: ${status}.`,
  cancelled: 'Pesanan ini telah dibatalkan.',
  /** The order's details under the QR, folded on a phone. */
  orderDetails: 'Rincian pesanan',
  demo: 'Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.',
  loading: 'Memuat pesanan...',
  qrisLoading: 'Memuat kode QRIS...',
  qrisLoadFailed: 'Gagal memuat kode QRIS.',

  /** The code with the amount in it (the restaurant stored its code as text). */
  amountLabel: 'Jumlah yang dibayar',
  amountInCode: 'Jumlahnya sudah ada di dalam kode QR, jadi tidak perlu diketik.',
  copyAmount: 'Salin',
  copyAmountLabel: 'Salin jumlah',
  copied: 'Jumlah disalin.',
  copyFailed: 'Gagal menyalin. Ketik jumlahnya sendiri bila diminta.',
  saveQr: 'Simpan QR',
  saving: 'Menyimpan...',
  saved: 'QR disimpan. Pilih gambar ini dari galeri di aplikasi pembayaran Anda.',
  saveFailed: 'Gagal menyimpan QR. Tekan lama gambar QR, lalu pilih simpan gambar.',
  otherPhone: 'Membayar dengan ponsel lain? Pindai kode ini langsung dari layar.',
  qrAlt: (restaurant: string, amount: string) => `Kode QRIS ${restaurant} senilai ${amount}`,
  fileName: (orderId: number) => `qris-pesanan-${orderId}.png`,
} as const;

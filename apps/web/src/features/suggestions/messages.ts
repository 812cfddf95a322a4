/** The suggestions' texts; those quoted from spec.md must stay word for word. */
export const suggestionMessages = {
  /** Spec §2, home. */
  empty: 'Belum ada saran dari pelanggan.',
  anonymous: 'Anonymous',
  loading: 'Memuat saran...',
  /** Spec §8, loading the list. */
  loadTimeout: 'Request timeout. Please try again.',
  loadServerDown: 'Server is currently unavailable. Please try again later.',
  loadFailed: 'Failed to load suggestions. Please check your connection.',
  /** Spec §8, sending one. */
  sent: 'Terima kasih! Saran Anda telah berhasil dikirim.',
  sendFailed: 'Maaf, terjadi kesalahan. Silakan coba lagi.',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan login kembali.',
  loginToSuggest: 'Silakan login terlebih dahulu untuk mengirim saran.',
} as const;

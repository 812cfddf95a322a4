/** The about page's own texts. */
export const aboutMessages = {
  loading: 'Memuat profil restoran...',
  loadFailed: 'Gagal memuat profil restoran.',
} as const;

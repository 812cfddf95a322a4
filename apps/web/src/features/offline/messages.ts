/** What the offline notice says (src/features/offline/offline-notice.tsx). */
export const OFFLINE_MESSAGES = {
  offlineMenu: 'Anda sedang offline — menampilkan menu yang tersimpan.',
  offlineElsewhere: 'Anda sedang offline. Menu yang tersimpan tetap bisa dibuka.',
  slowMenu: 'Koneksi lambat — menampilkan menu yang tersimpan.',
} as const;

import { OFFLINE_OPENING } from '../../lib/use-online';

/** What the offline notice says (src/features/offline/offline-notice.tsx). */
export const OFFLINE_MESSAGES = {
  offlineMenu: `${OFFLINE_OPENING} — menampilkan menu yang tersimpan.`,
  offlineElsewhere: `${OFFLINE_OPENING}. Menu yang tersimpan tetap bisa dibuka.`,
  slowMenu: 'Koneksi lambat — menampilkan menu yang tersimpan.',
} as const;

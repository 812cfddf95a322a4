import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a phone needs to install the shop as an app (decision 036). The name is the app's
 * own: the restaurant's name lives in its profile, which the family can change after the
 * build. Colours are the header's brand-700 and the page's cream-50 (src/index.css);
 * the icons come from tools/demo-images (`npm run images -- icons`).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Dapur — Masakan Rumahan',
  short_name: 'Dapur',
  description:
    'Masakan rumahan Indonesia, nasi box dan katering. Lihat menu dan pesan secara online.',
  lang: 'id',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#a8431a',
  background_color: '#fffaf3',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

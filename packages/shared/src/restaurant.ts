import type { RestaurantProfile } from './schemas/restaurant';

/** The restaurant's profile without zod: types, messages and helpers for any bundle. */
export type {
  AdminRestaurant,
  Opening,
  RestaurantProfile,
  RestaurantUpdateBody,
} from './schemas/restaurant';

export const restaurantMessages = {
  timeFormat: 'Jam harus berformat JJ:MM, misalnya 07:00.',
  day: 'Hari tidak dikenal.',
  closeAfterOpen: 'Jam tutup harus setelah jam buka.',
  facebookUrl: 'Alamat Facebook harus diawali https://www.facebook.com/.',
  instagramUrl: 'Alamat Instagram harus diawali https://www.instagram.com/.',
  mapUrl: 'Peta harus tautan sematan (embed) dari OpenStreetMap atau Google Maps.',
} as const;

/** Where a map embed may come from; the pages' Content-Security-Policy allows exactly these. */
export const MAP_PROVIDERS = [
  { host: 'www.openstreetmap.org', origin: 'https://www.openstreetmap.org' },
  { host: 'www.google.com', origin: 'https://www.google.com' },
] as const;

export const SOCIAL_HOSTS = {
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
} as const;

/** Day 0 is Sunday, as JavaScript and PostgreSQL count. */
export const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** The week as a family reads it: Monday first, Sunday (day 0) last. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** At most three openings a day (a break at noon, another in the afternoon). */
export const OPENINGS_PER_DAY_MAX = 3;

/**
 * "Senin–Sabtu, 07.00–20.00 WIB": days with the same hours run together, Monday first.
 * Returns 'Tutup' when no day has hours.
 */
export function formatOpeningHours(hours: RestaurantProfile['opening_hours']): string {
  const times = (day: number) =>
    hours
      .filter((opening) => opening.day === day)
      // "HH:MM" sorts as plain text; localeCompare would load the browser's collation data
      // (about 17 ms of a fast machine) on every page, as the footer shows the hours.
      .sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0))
      .map((opening) => `${opening.open.replace(':', '.')}–${opening.close.replace(':', '.')}`)
      .join(', ');
  const week = WEEK_FROM_MONDAY.map((day) => ({ day, times: times(day) }));
  const runs: { from: number; to: number; times: string }[] = [];
  for (const { day, times: dayTimes } of week) {
    const last = runs.at(-1);
    if (last && last.times === dayTimes && dayTimes !== '') last.to = day;
    else if (dayTimes !== '') runs.push({ from: day, to: day, times: dayTimes });
    else runs.push({ from: day, to: day, times: '' });
  }
  const open = runs.filter((run) => run.times !== '');
  if (open.length === 0) return 'Tutup';
  return open
    .map(({ from, to, times: runTimes }) => {
      const days = from === to ? DAY_NAMES[from] : `${DAY_NAMES[from]}–${DAY_NAMES[to]}`;
      return `${days}, ${runTimes} WIB`;
    })
    .join('; ');
}

/** The Indonesian order-request template the footer's WhatsApp link opens with (spec §1). */
export function whatsappOrderTemplate(name: string): string {
  return [
    `Halo ${name}, saya ingin memesan:`,
    '',
    'Nama: ',
    'Alamat lengkap: ',
    'Pesanan (menu x jumlah): ',
    '- ',
    'Metode pembayaran: ',
    'Catatan: ',
  ].join('\n');
}

/** wa.me click-to-chat with a prefilled message; nothing is sent until the person sends it. */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function whatsappOrderUrl(profile: Pick<RestaurantProfile, 'name' | 'whatsapp'>): string {
  return whatsappUrl(profile.whatsapp, whatsappOrderTemplate(profile.name));
}

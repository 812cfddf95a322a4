import { MONTH_NAMES } from '@dapur/shared/shop-time';

/**
 * The restaurant's zone (DISPLAY_TIME_ZONE, Asia/Jakarta) is WIB, UTC+7 all year: Indonesia
 * has no summer time. Written out rather than with Intl.DateTimeFormat, whose first use
 * loads the browser's locale data (about 50 ms of main thread, four times that on a cheap
 * phone) while the home page's suggestions appear; the test compares the two.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `2024-05-04T20:00:00Z` → `5 Mei 2024`: the day as the restaurant (Jakarta time) saw it. */
export function formatSuggestionDate(iso: string): string {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return '';
  const wall = new Date(epochMs + WIB_OFFSET_MS);
  return `${wall.getUTCDate()} ${MONTH_NAMES[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

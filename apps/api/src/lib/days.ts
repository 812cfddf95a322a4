import { DISPLAY_TIME_ZONE } from '@dapur/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The restaurant's calendar day of an instant: `2026-11-24` (Asia/Jakarta, whatever the server's zone). */
export function restaurantDay(at: Date): string {
  return dayFormat.format(at);
}

/** The first and last days a `YYYY-MM-DD` can name (and PostgreSQL can store). */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

/**
 * `day` moved by `days` calendar days: `addDays('2026-11-30', 1)` is `'2026-12-01'`. It
 * stops at the first and last day there are: past them, a date has no `YYYY-MM-DD`.
 */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  // Past year 9999 the ISO form gets a sign and six digits: `+010000-01-01`.
  const moved = date.toISOString();
  if (moved.startsWith('+')) return LAST_DAY;
  if (moved.startsWith('-') || moved < FIRST_DAY) return FIRST_DAY;
  return moved.slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 when `to` comes first). */
export function dayCount(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, span + 1);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push(day);
    if (day === LAST_DAY) break;
  }
  return days;
}

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

/** `day` moved by `days` calendar days: `addDays('2026-11-30', 1)` is `'2026-12-01'`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 when `to` comes first). */
export function dayCount(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, span + 1);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

import { addDays, FIRST_DAY, LAST_DAY, shopMoment } from '@dapur/shared/shop-time';

export { addDays, FIRST_DAY, LAST_DAY };

/** The restaurant's calendar day of an instant: `2026-11-24` (Asia/Jakarta, whatever the server's zone). */
export function restaurantDay(at: Date): string {
  return shopMoment(at).date;
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

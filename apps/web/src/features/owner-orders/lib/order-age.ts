const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an order came in, as a cook says it: "baru saja", "5 menit lalu",
 * "2 jam lalu", "3 hari lalu". A time a little ahead of the device's clock counts as now.
 */
export function formatOrderAge(createdAt: string, now: number): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const elapsed = Math.max(0, now - created);
  if (elapsed < MINUTE_MS) return 'baru saja';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} menit lalu`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} jam lalu`;
  return `${Math.floor(elapsed / DAY_MS)} hari lalu`;
}

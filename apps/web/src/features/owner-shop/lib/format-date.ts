import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';

const dayFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: DISPLAY_TIME_ZONE,
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-23T03:00:00Z` → `23 November 2026`, the day in the restaurant's time. */
export function formatDay(iso: string): string {
  const date = parse(iso);
  return date ? dayFormat.format(date) : '';
}

/** `2026-11-23T03:00:00Z` → `23 November 2026 pukul 10.00 WIB`. */
export function formatDayTime(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  return `${dayFormat.format(date)} pukul ${timeFormat.format(date).replace(':', '.')} WIB`;
}

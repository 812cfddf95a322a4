import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** "12 Mei 2025 pukul 14.30" in the restaurant's time zone; '' for no date at all. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

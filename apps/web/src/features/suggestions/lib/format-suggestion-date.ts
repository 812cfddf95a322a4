import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});

/** `2024-05-04T20:00:00Z` → `5 Mei 2024`: the day as the restaurant (Jakarta time) saw it. */
export function formatSuggestionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

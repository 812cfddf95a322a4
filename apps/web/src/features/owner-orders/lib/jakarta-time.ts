import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';

/** Calendar days (`2025-05-12`) and times as the restaurant sees them: in Asia/Jakarta. */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// en-CA writes a date as YYYY-MM-DD, the form the API's `from`, `to` and `date` take.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Jakarta at `at` (milliseconds or an ISO string). */
export function jakartaDay(at: number | string): string {
  return isoDay.format(new Date(at));
}

/** A well-formed day that exists on the calendar (`2025-02-30` does not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `day` moved by `days` (negative: earlier). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// A day is a date without a time: formatted at noon UTC so no zone can move it.
const longDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `Senin, 12 Mei 2025`. */
export function formatDayLong(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

/** `Sen, 12 Mei`. */
export function formatDayShort(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

const time = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

/** `14.30` in Jakarta. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

/** `12 Mei 2025, 14.30` in Jakarta. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

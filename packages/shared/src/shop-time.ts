import { DISPLAY_TIME_ZONE } from './limits';
import { DAY_NAMES } from './restaurant';

/**
 * The restaurant's wall clock (Asia/Jakarta) for any instant, and back, without zod: the
 * server's ordering rules and the web app's pages read time through these, never through
 * the machine's own zone.
 */

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

const MINUTE_MS = 60_000;

/** An instant as the restaurant's clock shows it. */
export interface ShopMoment {
  /** `2026-06-10`. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** Minutes since the restaurant's midnight: 12.30 is 750. */
  minutes: number;
}

/**
 * Made at its first use, not when the module loads: the first Intl object a page makes
 * loads the browser's locale data, and a page that only imports the month names (the home
 * page's suggestions) should not pay for it.
 */
let wallClock: Intl.DateTimeFormat | undefined;
const makeWallClock = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The wall-clock fields of `epochMs` in the restaurant's zone, read as if they were UTC. */
function wallMs(epochMs: number): number {
  const parts: Record<string, number> = {};
  wallClock ??= makeWallClock();
  for (const part of wallClock.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  wall.setUTCHours(parts.hour!, parts.minute!, parts.second!, 0);
  return wall.getTime();
}

/** How far the restaurant's clock is ahead of UTC at `epochMs`, in minutes (420 in Jakarta). */
function offsetMinutes(epochMs: number): number {
  return Math.round((wallMs(epochMs) - Math.floor(epochMs / 1000) * 1000) / MINUTE_MS);
}

export function shopMoment(at: Date): ShopMoment {
  const wall = new Date(wallMs(at.getTime()));
  return {
    date: wall.toISOString().slice(0, 10),
    day: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The instant the restaurant's clock shows `minutes` after midnight on `date`. */
export function shopInstant(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const guess = wall - offsetMinutes(wall) * MINUTE_MS;
  return new Date(wall - offsetMinutes(guess) * MINUTE_MS);
}

/** ISO 8601 with the restaurant's offset, as people there read it: `2026-06-10T12:00:00+07:00`. */
export function shopIso(at: Date): string {
  const offset = offsetMinutes(at.getTime());
  const wall = new Date(at.getTime() + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${wall}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** `12.00`: a time of day as Indonesians write it. */
export function timeLabel(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}.${pad(minutes % 60)}`;
}

/** `07:00` (the opening hours' form) as minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
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

/** The weekday of a `YYYY-MM-DD`, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `Senin, 15 Juni`: a day as the order form and the messages name it. */
export function dateLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${DAY_NAMES[weekdayOf(date)]}, ${day} ${MONTH_NAMES[month! - 1]}`;
}

/** A day seen from `today`: `Hari ini`, `Besok`, or `Senin, 15 Juni`. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Hari ini';
  if (date === addDays(today, 1)) return 'Besok';
  return dateLabel(date);
}

/**
 * An instant seen from `now`, for a sentence: `hari ini pukul 13.00`, `besok pukul 07.00`,
 * `Senin pukul 07.00` within the week, `Senin, 22 Juni pukul 07.00` further on.
 */
export function describeMoment(at: Date, now: Date): string {
  const { date, minutes } = shopMoment(at);
  const today = shopMoment(now).date;
  const time = `pukul ${timeLabel(minutes)}`;
  if (date === today) return `hari ini ${time}`;
  if (date === addDays(today, 1)) return `besok ${time}`;
  if (date > today && date < addDays(today, 7)) return `${DAY_NAMES[weekdayOf(date)]} ${time}`;
  return `${dateLabel(date)} ${time}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The owner's reports without zod. */
export type { DailyTotal, PrepLine } from './schemas/reports';

/** The owner's page shows the totals of this many days, today included. */
export const REPORT_DAYS = 30;

/** A report spans a year at most: a longer one is a typo, not a question the family asks. */
export const REPORT_MAX_DAYS = 366;

export const reportMessages = {
  fromAfterTo: 'Tanggal awal harus sebelum tanggal akhir.',
  tooLong: `Laporan paling panjang ${REPORT_MAX_DAYS} hari.`,
} as const;

/** The owner's reports without zod. */
export type { DailyTotal, PrepLine } from './schemas/reports';

/** The owner's page shows the totals of this many days, today included. */
export const REPORT_DAYS = 30;

/** The payment page's QRIS details, as a type without zod. */
export type { QrisInfo } from './schemas/qris';

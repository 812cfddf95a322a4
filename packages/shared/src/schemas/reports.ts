import { z } from 'zod';
import { successBody } from './envelope';
import { dayField } from './fields';

/** `GET /admin/reports/daily`: days in Asia/Jakarta; without them, the last 30 days. */
export const dailyReportQuerySchema = z.object({
  from: dayField.optional(),
  to: dayField.optional(),
});

/**
 * One day (the day the orders were placed), cancelled orders left out: how many, the money
 * the family verified in their bank (`revenue`) and the money not verified yet
 * (`awaiting_amount`: unpaid, paid but not yet checked, or refused), in whole rupiah.
 */
export const dailyTotalSchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  revenue: z.number().int(),
  awaiting_amount: z.number().int(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;
export const dailyReportResponseSchema = successBody(z.array(dailyTotalSchema));

/** `GET /admin/prep?date=`: without a date, today in Asia/Jakarta. */
export const prepQuerySchema = z.object({ date: dayField.optional() });

/** Portions of one dish with one option, within a prep line: "paha ×3". */
export const prepOptionCountSchema = z.object({
  group: z.string(),
  name: z.string(),
  jumlah: z.number().int(),
});

/**
 * Portions of one dish to cook that day, over every order not cancelled, and how many of
 * them come with each option ("Ayam Goreng ×5 — paha ×3, dada ×2"), most first.
 */
export const prepLineSchema = z.object({
  food_id: z.number().int().nullable(),
  nama_menu: z.string(),
  jumlah: z.number().int(),
  options: z.array(prepOptionCountSchema),
});
export type PrepLine = z.infer<typeof prepLineSchema>;
export const prepResponseSchema = successBody(z.array(prepLineSchema));

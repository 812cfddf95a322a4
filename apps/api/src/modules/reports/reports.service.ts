import {
  REPORT_DAYS,
  REPORT_MAX_DAYS,
  reportMessages,
  type DailyTotal,
  type dailyReportQuerySchema,
  type PrepLine,
} from '@dapur/shared';
import type { z } from 'zod';
import { addDays, dayCount, daysBetween, restaurantDay } from '../../lib/days';
import { InvalidError } from '../../lib/errors';
import type { ReportsRepository } from './reports.repository';

export function createReportsService(repository: ReportsRepository, now = () => new Date()) {
  return {
    /**
     * Every day of the range, days without orders included; the last 30 days when none is
     * given. `revenue` is the money the family checked, `awaiting_amount` the rest.
     */
    async daily({ from, to }: z.output<typeof dailyReportQuerySchema>): Promise<DailyTotal[]> {
      const end = to ?? (from ? addDays(from, REPORT_DAYS - 1) : restaurantDay(now()));
      const start = from ?? addDays(end, -(REPORT_DAYS - 1));
      if (start > end) {
        throw new InvalidError('report_range', reportMessages.fromAfterTo, {
          from: [reportMessages.fromAfterTo],
        });
      }
      if (dayCount(start, end) > REPORT_MAX_DAYS) {
        throw new InvalidError('report_range', reportMessages.tooLong, {
          to: [reportMessages.tooLong],
        });
      }
      const totals = new Map(
        (await repository.dailyTotals({ from: start, to: end })).map((row) => [
          row.date,
          {
            date: row.date,
            orders: row.orders,
            revenue: row.revenue,
            awaiting_amount: row.awaitingAmount,
          },
        ]),
      );
      return daysBetween(start, end).map(
        (date) => totals.get(date) ?? { date, orders: 0, revenue: 0, awaiting_amount: 0 },
      );
    },

    /**
     * What to cook on `date` (today when none is given): portions per dish, and how many of
     * them come with each option ("paha ×3, dada ×2"), most first.
     */
    async prep(date: string | undefined): Promise<PrepLine[]> {
      const day = date ?? restaurantDay(now());
      const [rows, optionRows] = await Promise.all([
        repository.prepList(day),
        repository.prepOptionCounts(day),
      ]);
      const lineKey = (row: { foodId: number | null; namaMenu: string }) =>
        JSON.stringify([row.foodId, row.namaMenu]);
      const options = new Map<string, PrepLine['options']>();
      for (const row of optionRows) {
        const list = options.get(lineKey(row)) ?? [];
        list.push({ group: row.group, name: row.name, jumlah: row.jumlah });
        options.set(lineKey(row), list);
      }
      return rows.map((row) => ({
        food_id: row.foodId,
        nama_menu: row.namaMenu,
        jumlah: row.jumlah,
        options: options.get(lineKey(row)) ?? [],
      }));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { categories, foods } from '../../db/schema/index';

/** A dish on the menu and the days ahead its category asks for. */
export interface DishLeadRow {
  nama: string;
  lead_time_days: number;
}

export function createSlotsRepository(db: Db) {
  return {
    /** The dishes named that are on the menu; ids of none are left out. */
    async dishLeads(foodIds: number[]): Promise<DishLeadRow[]> {
      const storable = foodIds.filter(isStorableId);
      if (storable.length === 0) return [];
      const rows = await db
        .select({ nama: foods.nama, leadTimeDays: categories.leadTimeDays })
        .from(foods)
        .leftJoin(categories, eq(categories.id, foods.categoryId))
        .where(and(inArray(foods.id, storable), isNull(foods.archivedAt)))
        .orderBy(foods.id);
      return rows.map((row) => ({ nama: row.nama, lead_time_days: row.leadTimeDays ?? 0 }));
    },
  };
}

export type SlotsRepository = ReturnType<typeof createSlotsRepository>;

import { and, asc, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { cartItems, foods, users } from '../../db/schema/index';
import { readOptionGroups, type OptionGroupsByFood } from '../menu/option-groups.repository';

/** The menu fields a cart line shows; its price is always today's. */
const foodColumns = {
  id: foods.id,
  nama: foods.nama,
  harga: foods.harga,
  gambar: foods.gambar,
  isAvailable: foods.isAvailable,
  archivedAt: foods.archivedAt,
};
export type CartFoodRow = Pick<typeof foods.$inferSelect, keyof typeof foodColumns>;

export type CartLineRow = Pick<
  typeof cartItems.$inferSelect,
  'id' | 'foodId' | 'jumlah' | 'note' | 'optionIds' | 'options'
> & {
  food: CartFoodRow;
};

/** The unique index that keeps one line per dish, note and options. */
export const CART_LINE_UNIQUE = 'cart_items_user_food_note_options_unique';

const ownColumns = {
  id: cartItems.id,
  foodId: cartItems.foodId,
  jumlah: cartItems.jumlah,
  note: cartItems.note,
  optionIds: cartItems.optionIds,
  options: cartItems.options,
};

const lineColumns = { ...ownColumns, food: foodColumns };

/** The caller's line, never somebody else's. */
const ownLine = (userId: number, lineId: number) =>
  and(eq(cartItems.id, lineId), eq(cartItems.userId, userId));

/** A line of the cart as the limits count it. */
export type CartCountRow = Pick<
  typeof cartItems.$inferSelect,
  'id' | 'foodId' | 'jumlah' | 'note' | 'optionIds'
>;

/**
 * What may be done to a cart while it is locked: its lines as they are, read under the lock,
 * and the writes that change them.
 */
function createCartWriter(tx: Db, lines: CartCountRow[]) {
  return {
    lines,
    /**
     * Starts the line of the dish with this note and these options (`optionIds` sorted), or
     * adds `jumlah` to it, in one statement so that simultaneous adds all count. Undefined,
     * and nothing changed, when the line would pass `max`.
     */
    async addToLine(
      line: Pick<
        typeof cartItems.$inferInsert,
        'userId' | 'foodId' | 'jumlah' | 'note' | 'optionIds' | 'options'
      > & {
        max: number;
      },
    ): Promise<Omit<CartLineRow, 'food'> | undefined> {
      const added = sql.raw(`"cart_items"."jumlah" + excluded."jumlah"`);
      const { max, ...values } = line;
      const [row] = await tx
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.foodId, cartItems.note, cartItems.optionIds],
          // The copy of the options becomes today's: what the customer just saw.
          set: { jumlah: added, options: sql.raw(`excluded."options"`), updatedAt: sql`now()` },
          setWhere: sql`${added} <= ${max}`,
        })
        .returning(ownColumns);
      return row;
    },

    /**
     * Sets the caller's line to `jumlah` (and `note`, when given). Raising it needs its dish
     * on the menu and not sold out, checked in the same statement so a dish selling out
     * meanwhile cannot slip through; lowering is always allowed. Undefined, and nothing
     * changed, otherwise. The line keeps its options; a note another line of the dish with
     * the same options has is a unique violation of CART_LINE_UNIQUE.
     */
    async setQuantity(
      userId: number,
      lineId: number,
      { jumlah, note }: Pick<typeof cartItems.$inferInsert, 'jumlah' | 'note'>,
    ): Promise<CartLineRow | undefined> {
      if (!isStorableId(lineId)) return undefined;
      const orderable = tx
        .select({ id: foods.id })
        .from(foods)
        .where(
          and(
            eq(foods.id, cartItems.foodId),
            eq(foods.isAvailable, true),
            isNull(foods.archivedAt),
          ),
        );
      const updated = tx.$with('updated').as(
        tx
          .update(cartItems)
          .set(note === undefined ? { jumlah } : { jumlah, note })
          .where(and(ownLine(userId, lineId), or(gte(cartItems.jumlah, jumlah), exists(orderable))))
          .returning(ownColumns),
      );
      const [row] = await tx
        .with(updated)
        .select({
          id: updated.id,
          foodId: updated.foodId,
          jumlah: updated.jumlah,
          note: updated.note,
          optionIds: updated.optionIds,
          options: updated.options,
          food: foodColumns,
        })
        .from(updated)
        .innerJoin(foods, eq(foods.id, updated.foodId));
      return row;
    },
  };
}

export type CartWriter = ReturnType<typeof createCartWriter>;

export function createCartRepository(db: Db) {
  // Built once: read at every look at the cart (decision 050).
  const linesOf = db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(foods, eq(foods.id, cartItems.foodId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines');

  return {
    /** Oldest line first, so the cart keeps the order the customer filled it in. */
    listLines(userId: number): Promise<CartLineRow[]> {
      return linesOf.execute({ userId });
    },

    /** The dishes' option groups as they are now, in one query. */
    optionGroupsOf(foodIds: readonly number[]): Promise<OptionGroupsByFood> {
      return readOptionGroups(db, foodIds);
    },

    /** A dish on the menu (not archived), sold out or not. */
    async findFoodOnMenu(foodId: number): Promise<CartFoodRow | undefined> {
      if (!isStorableId(foodId)) return undefined;
      const [food] = await db
        .select(foodColumns)
        .from(foods)
        .where(and(eq(foods.id, foodId), isNull(foods.archivedAt)));
      return food;
    },

    /**
     * Runs `work` in one transaction holding the caller's user row, with the cart's lines
     * read under that lock: simultaneous adds and changes of one cart take turns, so the
     * limits they check (lines per cart, portions per dish) hold for all of them.
     */
    lockCart<T>(userId: number, work: (cart: CartWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        const lines = await tx
          .select({
            id: cartItems.id,
            foodId: cartItems.foodId,
            jumlah: cartItems.jumlah,
            note: cartItems.note,
            optionIds: cartItems.optionIds,
          })
          .from(cartItems)
          .where(eq(cartItems.userId, userId));
        return work(createCartWriter(tx, lines));
      });
    },

    /** The caller's line with its dish as it is now, on the menu or not. */
    async findLine(userId: number, lineId: number): Promise<CartLineRow | undefined> {
      if (!isStorableId(lineId)) return undefined;
      const [row] = await db
        .select(lineColumns)
        .from(cartItems)
        .innerJoin(foods, eq(foods.id, cartItems.foodId))
        .where(ownLine(userId, lineId));
      return row;
    },

    /** False when the line was not the caller's (or is already gone). */
    async removeLine(userId: number, lineId: number): Promise<boolean> {
      if (!isStorableId(lineId)) return false;
      const removed = await db
        .delete(cartItems)
        .where(ownLine(userId, lineId))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

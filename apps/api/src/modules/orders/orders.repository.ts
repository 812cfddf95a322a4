import { and, count, eq, exists, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import {
  cartItems,
  categories,
  foods,
  orderEmailQueue,
  orderItems,
  orders,
  payments,
  restaurant,
  users,
} from '../../db/schema/index';
import { readOptionGroups, type OptionGroupsByFood } from '../menu/option-groups.repository';
import {
  itemColumns,
  loadHistory,
  loadOrders,
  orderColumns,
  paymentColumns,
  type HistoryRow,
  type OrderItemRow,
  type OrderRow,
} from './order-rows';
import { recordStep } from './order-timeline';

/** The unique index that lets a repeated Idempotency-Key find the first order. */
export const ORDERS_IDEMPOTENCY_UNIQUE = 'orders_user_idempotency_key_unique';

const menuPriceColumns = {
  id: foods.id,
  nama: foods.nama,
  harga: foods.harga,
  isAvailable: foods.isAvailable,
  archivedAt: foods.archivedAt,
};

/** Today's name and price of a dish, whether it can be ordered, and its category's lead in days. */
export type MenuPriceRow = Pick<typeof foods.$inferSelect, keyof typeof menuPriceColumns> & {
  leadTimeDays: number;
};

const shopColumns = {
  openingHours: restaurant.openingHours,
  acceptingOrders: restaurant.acceptingOrders,
  leadTimeMinutes: restaurant.leadTimeMinutes,
  deliveryFee: restaurant.deliveryFee,
};

/** What placing an order reads of the restaurant: its hours, lead time, pause and fee. */
export type ShopOrderingRow = Pick<typeof restaurant.$inferSelect, keyof typeof shopColumns>;

/** What is written for a new order: every column the database does not fill, and its items. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
> & {
  items: OrderItemRow[];
};

export interface ClaimedCartLine extends Pick<
  typeof cartItems.$inferSelect,
  'foodId' | 'jumlah' | 'note' | 'optionIds' | 'options' | 'createdAt'
> {
  lineId: number;
}

/** What a service may do inside the one transaction that places an order. */
function createOrderWriter(tx: Db) {
  return {
    /**
     * Holds the customer's row until the transaction ends, then counts their open orders
     * (not cancelled, not completed) whose payment they have not confirmed. Every order and
     * every change to the cart takes this lock first, so simultaneous orders count each
     * other and cannot pass the limit together.
     */
    async lockCustomerAndCountUnpaid(userId: number): Promise<number> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      const [row] = await tx
        .select({ unpaid: count() })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            notInArray(orders.status, ['cancelled', 'completed']),
            eq(payments.status, 'pending'),
          ),
        );
      return row?.unpaid ?? 0;
    },

    /**
     * Takes every line out of the caller's cart and returns what it held. Two checkouts of
     * one cart cannot both get the lines: the second waits for the first and finds none.
     */
    async claimCartLines(userId: number): Promise<ClaimedCartLine[]> {
      const claimed = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({
        lineId: cartItems.id,
        foodId: cartItems.foodId,
        jumlah: cartItems.jumlah,
        note: cartItems.note,
        optionIds: cartItems.optionIds,
        options: cartItems.options,
        createdAt: cartItems.createdAt,
      });
      return claimed.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.lineId - b.lineId,
      );
    },

    /** Today's name and price of each dish, and whether it can be ordered. */
    async findMenuPrices(foodIds: number[]): Promise<Map<number, MenuPriceRow>> {
      const storable = foodIds.filter(isStorableId);
      if (storable.length === 0) return new Map();
      const rows = await tx
        .select({ ...menuPriceColumns, leadTimeDays: categories.leadTimeDays })
        .from(foods)
        .leftJoin(categories, eq(categories.id, foods.categoryId))
        .where(inArray(foods.id, storable));
      return new Map(rows.map((row) => [row.id, { ...row, leadTimeDays: row.leadTimeDays ?? 0 }]));
    },

    /** The dishes' option groups as they are in this transaction. */
    optionGroupsOf(foodIds: readonly number[]): Promise<OptionGroupsByFood> {
      return readOptionGroups(tx, foodIds);
    },

    /** The restaurant's ordering settings as they are in this transaction. */
    async shopSettings(): Promise<ShopOrderingRow> {
      const [row] = await tx.select(shopColumns).from(restaurant).where(eq(restaurant.id, 1));
      if (!row) throw new Error('The restaurant profile is missing: the seed did not run.');
      return row;
    },

    /**
     * Writes the order, its items, its pending QRIS payment and its place in the owners'
     * email queue. Throws a unique violation
     * of ORDERS_IDEMPOTENCY_UNIQUE when the caller already used the key.
     */
    async insertOrder({ items, ...order }: NewOrder): Promise<OrderRow> {
      const [inserted] = await tx.insert(orders).values(order).returning(orderColumns);
      const orderId = inserted!.id;
      const insertedItems = await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId })))
        .returning({ id: orderItems.id, ...itemColumns });
      const [payment] = await tx
        .insert(payments)
        .values({ orderId, amount: order.totalAmount, method: 'qris' })
        .returning(paymentColumns);
      await recordStep(tx, { orderId, status: 'pending', actorId: order.userId });
      // The owners' next grouped email lists it (decision 065).
      await tx.insert(orderEmailQueue).values({ orderId });
      return {
        ...inserted!,
        items: insertedItems.sort((a, b) => a.id - b.id).map(({ id: _id, ...item }) => item),
        payment: payment!,
      };
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;

export function createOrdersRepository(db: Db) {
  /** The caller's orders (all, or the one named), newest first, with items and payment. */
  const selectOrders = (userId: number, orderId?: number) =>
    loadOrders(
      db,
      and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)),
    );

  /**
   * Moves the caller's pending order on in one conditional statement (so simultaneous
   * requests cannot apply it twice) when its payment is, or is not yet, confirmed, and
   * writes the step to the timeline in the same transaction. False when it did not apply.
   */
  const movePending = (
    userId: number,
    orderId: number,
    move: { to: 'processing' | 'cancelled'; paid: boolean; reason?: string },
  ): Promise<boolean> => {
    if (!isStorableId(orderId)) return Promise.resolve(false);
    return db.transaction(async (tx) => {
      const paid = tx
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'completed')));
      const moved = await tx
        .update(orders)
        .set({ status: move.to })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            move.paid ? exists(paid) : notExists(paid),
          ),
        )
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      await recordStep(tx, { orderId, status: move.to, reason: move.reason, actorId: userId });
      return true;
    });
  };

  return {
    /** Cancels the caller's order while it is pending and unpaid (the boards hear of it). */
    cancelUnpaid(userId: number, orderId: number, reason: string): Promise<boolean> {
      return movePending(userId, orderId, { to: 'cancelled', paid: false, reason });
    },

    /** Runs `work` in one transaction: everything it wrote is undone when it throws. */
    placeInTransaction<T>(work: (writer: OrderWriter) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createOrderWriter(tx)));
    },

    listOrders(userId: number): Promise<OrderRow[]> {
      return selectOrders(userId);
    },

    async findOrder(userId: number, orderId: number): Promise<OrderRow | undefined> {
      if (!isStorableId(orderId)) return undefined;
      const [order] = await selectOrders(userId, orderId);
      return order;
    },

    /** The caller's order with its timeline; undefined for anyone else's. */
    async findOrderWithHistory(
      userId: number,
      orderId: number,
    ): Promise<(OrderRow & { history: HistoryRow[] }) | undefined> {
      if (!isStorableId(orderId)) return undefined;
      const [order] = await selectOrders(userId, orderId);
      return order && { ...order, history: await loadHistory(db, orderId) };
    },

    /** The caller's order placed with this key, and the fingerprint of the request that placed it. */
    async findByIdempotencyKey(
      userId: number,
      key: string,
    ): Promise<{ order: OrderRow; fingerprint: string | null } | undefined> {
      const [row] = await db
        .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      if (!row) return undefined;
      const [order] = await selectOrders(userId, row.id);
      return order && { order, fingerprint: row.fingerprint };
    },

    /** Moves the caller's pending, paid order to processing. */
    markProcessing(userId: number, orderId: number): Promise<boolean> {
      return movePending(userId, orderId, { to: 'processing', paid: true });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { cartItems, foods, orderItems, orders, payments } from '../../db/schema/index';

/** The unique index that lets a repeated Idempotency-Key find the first order. */
export const ORDERS_IDEMPOTENCY_UNIQUE = 'orders_user_idempotency_key_unique';

const orderColumns = {
  id: orders.id,
  name: orders.name,
  address: orders.address,
  phone: orders.phone,
  foodName: orders.foodName,
  totalAmount: orders.totalAmount,
  status: orders.status,
  createdAt: orders.createdAt,
};

const itemColumns = {
  foodId: orderItems.foodId,
  namaMenu: orderItems.namaMenu,
  jumlah: orderItems.jumlah,
  hargaSatuan: orderItems.hargaSatuan,
  hargaTotal: orderItems.hargaTotal,
};

const paymentColumns = {
  id: payments.id,
  status: payments.status,
  amount: payments.amount,
  verification: payments.verification,
};

const menuPriceColumns = {
  id: foods.id,
  nama: foods.nama,
  harga: foods.harga,
  isAvailable: foods.isAvailable,
};

export type OrderItemRow = Pick<typeof orderItems.$inferSelect, keyof typeof itemColumns>;
export type PaymentRow = Pick<typeof payments.$inferSelect, keyof typeof paymentColumns>;
export type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns> & {
  items: OrderItemRow[];
  payment: PaymentRow;
};

/** Today's name and price of a dish, and whether it can be ordered. */
export type MenuPriceRow = Pick<typeof foods.$inferSelect, keyof typeof menuPriceColumns>;

/** What is written for a new order: every column the database does not fill, and its items. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
> & {
  items: OrderItemRow[];
};

export interface ClaimedCartLine extends Pick<
  typeof cartItems.$inferSelect,
  'foodId' | 'jumlah' | 'createdAt'
> {
  lineId: number;
}

/** What a service may do inside the one transaction that places an order. */
function createOrderWriter(tx: Db) {
  return {
    /**
     * Takes every line out of the caller's cart and answers what it held. Two checkouts of
     * one cart cannot both get the lines: the second waits for the first and finds none.
     */
    async claimCartLines(userId: number): Promise<ClaimedCartLine[]> {
      const claimed = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({
        lineId: cartItems.id,
        foodId: cartItems.foodId,
        jumlah: cartItems.jumlah,
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
      const rows = await tx.select(menuPriceColumns).from(foods).where(inArray(foods.id, storable));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Writes the order, its items and its pending QRIS payment. Throws a unique violation
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
  async function selectOrders(userId: number, orderId?: number): Promise<OrderRow[]> {
    const rows = await db
      .select({ ...orderColumns, payment: paymentColumns })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id));
    if (rows.length === 0) return [];
    const items = await db
      .select({ orderId: orderItems.orderId, ...itemColumns })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    const itemsByOrder = new Map<number, OrderItemRow[]>();
    for (const { orderId: itemOrderId, ...item } of items) {
      const list = itemsByOrder.get(itemOrderId) ?? [];
      list.push(item);
      itemsByOrder.set(itemOrderId, list);
    }
    return rows.map((row) => ({ ...row, items: itemsByOrder.get(row.id) ?? [] }));
  }

  return {
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

    /**
     * Moves the caller's pending, paid order to processing in one conditional statement, so
     * simultaneous requests cannot apply it twice. False when it did not apply.
     */
    async markProcessing(userId: number, orderId: number): Promise<boolean> {
      if (!isStorableId(orderId)) return false;
      const paid = db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'completed')));
      const moved = await db
        .update(orders)
        .set({ status: 'processing' })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            exists(paid),
          ),
        )
        .returning({ id: orders.id });
      return moved.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

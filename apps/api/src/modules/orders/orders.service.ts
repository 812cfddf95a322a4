import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  menuMessages,
  orderMessages,
  dishWithOptions,
  priceWithOptions,
  STORABLE_INTEGER_MAX,
  UNPAID_ORDERS_MAX,
  summarizeItems,
  type ChosenOption,
  type cartOrderBodySchema,
  type directOrderBodySchema,
  type Order,
  type OrderDetail,
  type OrderStatus,
} from '@dapur/shared';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors';
import {
  ORDERS_IDEMPOTENCY_UNIQUE,
  type MenuPriceRow,
  type NewOrder,
  type OrdersRepository,
  type OrderWriter,
  type ShopOrderingRow,
} from './orders.repository';
import { cartLineOptionProblem, chosenOptions, refuseChangedOptions } from '../menu/chosen-options';
import type { OrderRow } from './order-rows';
import { refuseUnkeepableTime } from './order-timing';
import { toHistory, toOrder } from './order-wire';

/** Who, where, how and when, as the customer sent it (phone already normalised). */
type Delivery = z.output<typeof cartOrderBodySchema>;
type DirectOrder = z.output<typeof directOrderBodySchema>;

/** A dish of the order, priced from the menu now, with the customer's note and options. */
interface OrderLine {
  food: MenuPriceRow;
  jumlah: number;
  note: string;
  options: ChosenOption[];
}

const EMPTY_CART = 'cart_empty';
const TOO_MANY_UNPAID = 'too_many_unpaid_orders';

/**
 * Takes the customer's lock and refuses a new order while they have UNPAID_ORDERS_MAX open
 * orders they have not said they paid: a script cannot fill the board and the family's
 * inboxes (issue 32, finding 1).
 */
async function refuseTooManyUnpaid(
  writer: OrderWriter,
  userId: number,
  max: number,
): Promise<void> {
  if ((await writer.lockCustomerAndCountUnpaid(userId)) < max) return;
  throw new InvalidError(TOO_MANY_UNPAID, orderMessages.tooManyUnpaid, {
    orders: [orderMessages.tooManyUnpaid],
  });
}

/** Where a 422 about the key files its message: the header, as the server reads it. */
const IDEMPOTENCY_FIELD = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** An Idempotency-Key and the request it came with. */
interface Idempotency {
  key: string;
  /** A hash of the order request, normalised: the same order sent again has the same one. */
  fingerprint: string;
}

function idempotencyOf(
  key: string | undefined,
  kind: 'direct' | 'cart',
  request: Delivery & Partial<Pick<DirectOrder, 'food_id' | 'quantity' | 'item_note' | 'options'>>,
): Idempotency | undefined {
  if (key === undefined) return undefined;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([kind, fingerprintedRequest(request)]))
    .digest('base64url');
  return { key, fingerprint };
}

/**
 * The request as its fingerprint reads it: the spec's fields in their order, then each of
 * the restaurant's only when it is not its default. A spec-only body keeps the fingerprint
 * it had before those fields existed; a time is the instant, whatever its offset.
 */
function fingerprintedRequest(
  request: Delivery & Partial<Pick<DirectOrder, 'food_id' | 'quantity' | 'item_note' | 'options'>>,
) {
  const { name, address, phone, food_id, quantity, options } = request;
  const { fulfilment, scheduled_for: scheduledFor, note, item_note: itemNote } = request;
  return {
    name,
    address,
    phone,
    food_id,
    quantity,
    ...(fulfilment === 'delivery' ? {} : { fulfilment }),
    ...(scheduledFor ? { scheduled_for: scheduledFor.toISOString() } : {}),
    ...(note ? { note } : {}),
    ...(itemNote ? { item_note: itemNote } : {}),
    // Sorted and each once by the body schema: the same choice has one fingerprint.
    ...(options && options.length > 0 ? { options } : {}),
  };
}

export interface OrdersServiceHooks {
  /** A new order was placed (not a replay of an earlier one): the family hears of it. */
  onPlaced?(order: Order): void;
  /** "Now" for the opening hours and lead times; the real time unless a test sets it. */
  clock?: Clock;
  /** Open orders a customer may have without saying they paid (config.unpaidOrdersMax). */
  unpaidOrdersMax?: number;
}

export function createOrdersService(
  repository: OrdersRepository,
  {
    onPlaced = () => {},
    clock = systemClock,
    unpaidOrdersMax = UNPAID_ORDERS_MAX,
  }: OrdersServiceHooks = {},
) {
  async function placeNew(place: () => Promise<OrderRow>): Promise<Order> {
    const order = toOrder(await place());
    onPlaced(order);
    return order;
  }

  /**
   * Places an order at most once per Idempotency-Key: a repeated key responds with the first
   * order. When two requests with one key race, the unique index lets one commit; the
   * other rolls back (or finds the cart already emptied) and responds with the winner's order.
   */
  async function placeOnce(
    userId: number,
    idempotency: Idempotency | undefined,
    place: () => Promise<OrderRow>,
  ): Promise<Order> {
    if (idempotency === undefined) return placeNew(place);
    const earlier = await firstWithKey(userId, idempotency);
    if (earlier) return earlier;
    try {
      return await placeNew(place);
    } catch (error) {
      const mayHaveRaced =
        isUniqueViolation(error, ORDERS_IDEMPOTENCY_UNIQUE) ||
        (error instanceof InvalidError && [EMPTY_CART, TOO_MANY_UNPAID].includes(error.code));
      const first = mayHaveRaced ? await firstWithKey(userId, idempotency) : undefined;
      if (first) return first;
      throw error;
    }
  }

  /**
   * The order placed earlier with this key. A key sent again with another order is a
   * client's mistake, never a retry: 422, so that order is not silently lost.
   */
  async function firstWithKey(userId: number, { key, fingerprint }: Idempotency) {
    const earlier = await repository.findByIdempotencyKey(userId, key);
    if (!earlier) return undefined;
    // Orders from before fingerprints were kept carry none: they are taken as the same.
    if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
      throw new InvalidError('idempotency_key_reused', orderMessages.idempotencyKeyReused, {
        [IDEMPOTENCY_FIELD]: [orderMessages.idempotencyKeyReused],
      });
    }
    return toOrder(earlier.order);
  }

  return {
    /**
     * One dish, priced from the menu now (the client's prices are never read), for a time
     * the kitchen can keep.
     */
    placeDirect(userId: number, order: DirectOrder, idempotencyKey?: string): Promise<Order> {
      const { food_id: foodId, quantity, item_note: itemNote, options, ...delivery } = order;
      const idempotency = idempotencyOf(idempotencyKey, 'direct', order);
      return placeOnce(userId, idempotency, () =>
        repository.placeInTransaction(async (writer) => {
          await refuseTooManyUnpaid(writer, userId, unpaidOrdersMax);
          const food = (await writer.findMenuPrices([foodId])).get(foodId);
          if (!food || food.archivedAt !== null) {
            throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
          }
          if (!food.isAvailable) {
            const message = menuMessages.foodSoldOut(food.nama);
            throw new InvalidError('food_sold_out', message, { food_id: [message] });
          }
          const groups = (await writer.optionGroupsOf([foodId])).get(foodId) ?? [];
          const chosen = chosenOptions(food, groups, options);
          const lines = [{ food, jumlah: quantity, note: itemNote, options: chosen }];
          const shop = await writer.shopSettings();
          refuseUnkeepableTime(shop, [food], delivery.scheduled_for, clock.now());
          return writer.insertOrder(newOrder(userId, delivery, shop, idempotency, lines));
        }),
      );
    },

    /**
     * The whole cart, priced from the menu now, for a time the kitchen can keep, and the
     * cart emptied in the same transaction.
     */
    placeFromCart(userId: number, delivery: Delivery, idempotencyKey?: string): Promise<Order> {
      const idempotency = idempotencyOf(idempotencyKey, 'cart', delivery);
      return placeOnce(userId, idempotency, () =>
        repository.placeInTransaction(async (writer) => {
          // The customer's lock before the cart's lines, in the order a cart change takes them.
          await refuseTooManyUnpaid(writer, userId, unpaidOrdersMax);
          const claimed = await writer.claimCartLines(userId);
          if (claimed.length === 0) {
            throw new InvalidError(EMPTY_CART, orderMessages.emptyCart, {
              cart: [orderMessages.emptyCart],
            });
          }
          const menu = await writer.findMenuPrices(claimed.map((line) => line.foodId));
          // A cart line's dish always exists (foreign key); it may have left the menu since.
          // Sold out, or taken off the menu since it was added: the checkout names them, and
          // the transaction's rollback keeps the whole cart for the customer to mend.
          const gone = claimed.filter((line) => {
            const food = menu.get(line.foodId);
            return !food?.isAvailable || food.archivedAt !== null;
          });
          if (gone.length > 0) {
            const names = gone.map((line) => menu.get(line.foodId)?.nama ?? `#${line.foodId}`);
            const message = orderMessages.foodUnavailable(names.join(', '));
            throw new InvalidError('food_unavailable', message, { cart: [message] });
          }
          // Options removed, switched off or no longer fitting since: refused the same way.
          const groups = await writer.optionGroupsOf(claimed.map((line) => line.foodId));
          refuseChangedOptions(
            claimed.flatMap((line) => {
              const problem = cartLineOptionProblem(
                menu.get(line.foodId)!,
                groups.get(line.foodId) ?? [],
                line.options,
              );
              return problem === undefined ? [] : [problem];
            }),
          );
          const lines = claimed.map((line) => {
            const food = menu.get(line.foodId)!;
            const dishGroups = groups.get(line.foodId) ?? [];
            const options = chosenOptions(food, dishGroups, line.optionIds);
            return { food, jumlah: line.jumlah, note: line.note, options };
          });
          const shop = await writer.shopSettings();
          const dishes = lines.map((line) => line.food);
          refuseUnkeepableTime(shop, dishes, delivery.scheduled_for, clock.now());
          return writer.insertOrder(newOrder(userId, delivery, shop, idempotency, lines));
        }),
      );
    },

    /** The caller's orders, newest first. */
    async list(userId: number): Promise<Order[]> {
      const rows = await repository.listOrders(userId);
      return rows.map(toOrder);
    },

    /** One of the caller's orders with its timeline; anyone else's is a 404. */
    async detail(userId: number, orderId: number): Promise<OrderDetail> {
      const row = await repository.findOrderWithHistory(userId, orderId);
      if (!row) throw new NotFoundError('order_not_found', orderMessages.orderNotFound);
      return { ...toOrder(row), history: toHistory(row.history) };
    },

    /**
     * A customer may cancel their own order while it is pending and they have not said they
     * paid (decision 065); asking again once it is cancelled responds with the order
     * unchanged. Paid or taken by the kitchen: 409, the family decides.
     */
    async cancel(userId: number, orderId: number): Promise<Order> {
      await repository.cancelUnpaid(userId, orderId, orderMessages.cancelledByCustomer);
      const order = await repository.findOrder(userId, orderId);
      if (!order) throw new NotFoundError('order_not_found', orderMessages.orderNotFound);
      if (order.status === 'cancelled') return toOrder(order);
      throw new ConflictError('cancel_not_allowed', orderMessages.cancelNotAllowed);
    },

    /**
     * A customer may only move their own paid order from pending to processing; asking
     * again once it is processing responds with the order unchanged.
     */
    async changeStatus(userId: number, orderId: number, requested: OrderStatus): Promise<Order> {
      if (requested !== 'processing') {
        throw new ForbiddenError('status_for_restaurant', orderMessages.statusForRestaurant);
      }
      const moved = await repository.markProcessing(userId, orderId);
      const order = await repository.findOrder(userId, orderId);
      if (!order) throw new NotFoundError('order_not_found', orderMessages.orderNotFound);
      if (moved || order.status === 'processing') return toOrder(order);
      if (order.status === 'pending') {
        throw new ConflictError('payment_not_completed', orderMessages.paymentNotCompleted);
      }
      throw new ConflictError('order_closed', orderMessages.orderClosed);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Copies each dish's name, options and price as sold, and the restaurant's delivery fee for a
 * delivery, so later changes to the menu or the fee leave the order alone.
 */
function newOrder(
  userId: number,
  { scheduled_for: scheduledFor, ...delivery }: Delivery,
  shop: Pick<ShopOrderingRow, 'deliveryFee'>,
  idempotency: Idempotency | undefined,
  lines: OrderLine[],
): NewOrder {
  const items = lines.map(({ food, jumlah, note, options }) => {
    const hargaSatuan = priceWithOptions(food.harga, options);
    return {
      foodId: food.id,
      namaMenu: food.nama,
      jumlah,
      hargaSatuan,
      hargaTotal: hargaSatuan * jumlah,
      note,
      options,
    };
  });
  const deliveryFee = delivery.fulfilment === 'delivery' ? shop.deliveryFee : 0;
  const totalAmount = items.reduce((sum, item) => sum + item.hargaTotal, deliveryFee);
  if (totalAmount > STORABLE_INTEGER_MAX) {
    throw new InvalidError('order_total_too_large', orderMessages.totalTooLarge, {
      total_amount: [orderMessages.totalTooLarge],
    });
  }
  return {
    userId,
    ...delivery,
    scheduledFor: scheduledFor ?? null,
    deliveryFee,
    // "Ayam Goreng (Dada, Telur) x1": the texts and summaries name the options.
    foodName: summarizeItems(
      items.map((item) => ({
        nama_menu: dishWithOptions(item.namaMenu, item.options),
        jumlah: item.jumlah,
      })),
    ),
    totalAmount,
    idempotencyKey: idempotency?.key,
    idempotencyFingerprint: idempotency?.fingerprint,
    items,
  };
}

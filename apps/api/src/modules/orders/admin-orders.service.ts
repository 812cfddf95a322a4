import {
  ADMIN_ORDERS_PER_PAGE,
  NEW_ORDERS_LIMIT,
  orderMessages,
  type AdminOrder,
  type AdminOrderDetail,
  type adminOrderListResponseSchema,
  type adminOrdersQuerySchema,
  type adminOrderStatusBodySchema,
  type Payment,
  type paymentVerificationBodySchema,
} from '@dapur/shared';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AdminOrdersRepository } from './admin-orders.repository';
import { toAdminOrder, toHistory, toPayment } from './order-wire';

type OrdersQuery = z.output<typeof adminOrdersQuerySchema>;
type StatusChange = z.output<typeof adminOrderStatusBodySchema>;
type Verification = z.output<typeof paymentVerificationBodySchema>['verification'];

/** One page of `GET /admin/orders`: its orders and where the page stands. */
export type AdminOrderPage = Omit<z.output<typeof adminOrderListResponseSchema>, 'status'>;

/** The family's side of the orders: the board's lists, one order, its moves and the payment check. */
export function createAdminOrdersService(repository: AdminOrdersRepository) {
  const notFound = () => new NotFoundError('order_not_found', orderMessages.orderNotFound);

  async function find(orderId: number): Promise<AdminOrder> {
    const row = await repository.find(orderId);
    if (!row) throw notFound();
    return toAdminOrder(row);
  }

  return {
    async list({ page, ...filter }: OrdersQuery): Promise<AdminOrderPage> {
      const { rows, total } = await repository.list(filter, {
        limit: ADMIN_ORDERS_PER_PAGE,
        offset: (page - 1) * ADMIN_ORDERS_PER_PAGE,
      });
      return {
        data: rows.map(toAdminOrder),
        meta: { page, per_page: ADMIN_ORDERS_PER_PAGE, total },
      };
    },

    /** The board's "Baru": the orders nobody in the family has seen yet, whatever day they are due. */
    async unseen(): Promise<AdminOrder[]> {
      return (await repository.unseen(NEW_ORDERS_LIMIT)).map(toAdminOrder);
    },

    /** A family member saw these on the board; ids already seen or unknown change nothing. */
    acknowledge(orderIds: readonly number[]): Promise<number[]> {
      return repository.acknowledge(orderIds);
    },

    /** One order with who ordered and every status it has had. */
    async detail(orderId: number): Promise<AdminOrderDetail> {
      const order = await find(orderId);
      return { ...order, history: toHistory(await repository.history(orderId)) };
    },

    /** For the event stream: the order as the board shows it, or nothing once it is gone. */
    async forBoard(orderId: number): Promise<AdminOrder | undefined> {
      const row = await repository.find(orderId);
      return row && toAdminOrder(row);
    },

    /**
     * One step of the order (ORDER_MOVES): a move not listed, or one another family member
     * made first, is a 409 that names where the order stands.
     */
    async move(orderId: number, change: StatusChange, actorId: number): Promise<AdminOrder> {
      const reason = change.status === 'cancelled' ? (change.reason ?? null) : null;
      const moved = await repository.move(orderId, change.status, { actorId, reason });
      const order = await find(orderId);
      if (!moved) {
        throw new ConflictError(
          'order_move_not_allowed',
          orderMessages.moveNotAllowed(order.status, change.status),
        );
      }
      return order;
    },

    /** The family found the money in their bank (or did not): checked once. */
    async verifyPayment(orderId: number, verification: Verification): Promise<Payment> {
      const payment = await repository.verifyPayment(orderId, verification, new Date());
      if (payment) return toPayment(payment);
      const order = await find(orderId);
      if (order.status === 'cancelled') {
        throw new ConflictError('order_cancelled', orderMessages.orderCancelled);
      }
      throw new ConflictError('payment_already_checked', orderMessages.paymentAlreadyChecked);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

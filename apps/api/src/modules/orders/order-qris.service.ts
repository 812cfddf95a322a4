import { orderMessages, qrisAmountMessages, type OrderQris } from '@dapur/shared';
import { NotFoundError } from '../../lib/errors';
import { dynamicQris } from '../../lib/qris/qris';
import type { RestaurantRepository } from '../restaurant/restaurant.repository';
import type { OrdersRepository } from './orders.repository';

/**
 * An order's own QRIS code: the restaurant's stored static code made dynamic with the order's
 * total (delivery fee included), so the customer's e-wallet fills in the amount.
 */
export function createOrderQrisService(orders: OrdersRepository, restaurant: RestaurantRepository) {
  return {
    /** 404 for another customer's order, and when the restaurant has stored no code. */
    async forOrder(userId: number, orderId: number): Promise<OrderQris> {
      const order = await orders.findOrder(userId, orderId);
      if (!order) throw new NotFoundError('order_not_found', orderMessages.orderNotFound);
      const { qrisPayload } = await restaurant.get();
      // A code cannot ask for nothing: an order of free dishes is paid by the static picture.
      if (qrisPayload === null || order.totalAmount < 1)
        throw new NotFoundError('qris_not_set', qrisAmountMessages.notSet);
      return { payload: dynamicQris(qrisPayload, order.totalAmount), amount: order.totalAmount };
    },
  };
}

export type OrderQrisService = ReturnType<typeof createOrderQrisService>;

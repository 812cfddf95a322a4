import {
  cartMessages,
  menuMessages,
  QUANTITY_MAX,
  type addToCartBodySchema,
  type CartItem,
} from '@dapur/shared';
import type { z } from 'zod';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { storageUrl } from '../../lib/storage-url';
import type { CartFoodRow, CartLineRow, CartRepository } from './cart.repository';

export function createCartService(repository: CartRepository) {
  const lineNotFound = () => new NotFoundError('cart_item_not_found', cartMessages.lineNotFound);

  /**
   * A line whose dish sold out or left the menu may be lowered (the customer tidies the cart)
   * but not raised: the same answers as adding the dish.
   */
  async function setQuantity(userId: number, lineId: number, jumlah: number): Promise<CartItem> {
    const line = await repository.setQuantity(userId, lineId, jumlah);
    if (line) return toCartItem(line);
    const refused = await repository.findLine(userId, lineId);
    if (!refused) throw lineNotFound();
    const { food } = refused;
    if (food.archivedAt !== null) {
      throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
    }
    if (!food.isAvailable) {
      const message = menuMessages.foodSoldOut(food.nama);
      throw new InvalidError('food_sold_out', message, { jumlah: [message] });
    }
    // Back on the menu since the update was refused: the family switched it on meanwhile.
    return setQuantity(userId, lineId, jumlah);
  }

  return {
    async list(userId: number): Promise<CartItem[]> {
      const lines = await repository.listLines(userId);
      return lines.map(toCartItem);
    },

    /** Adding a dish already in the cart raises its line; a line holds at most 99 portions. */
    async add(
      userId: number,
      { food_id: foodId, jumlah }: z.output<typeof addToCartBodySchema>,
    ): Promise<CartItem> {
      const food = await repository.findFoodOnMenu(foodId);
      if (!food) throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
      if (!food.isAvailable) {
        const message = menuMessages.foodSoldOut(food.nama);
        throw new InvalidError('food_sold_out', message, { food_id: [message] });
      }
      const line = await repository.addToLine({ userId, foodId, jumlah, max: QUANTITY_MAX });
      if (!line) {
        throw new InvalidError('cart_line_full', cartMessages.lineFull, {
          jumlah: [cartMessages.lineFull],
        });
      }
      return toCartItem({ ...line, foodId, food });
    },

    setQuantity,

    async remove(userId: number, lineId: number): Promise<void> {
      if (!(await repository.removeLine(userId, lineId))) throw lineNotFound();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

function toCartItem(line: CartLineRow): CartItem {
  return {
    id: line.id,
    food_id: line.foodId,
    jumlah: line.jumlah,
    harga_satuan: line.food.harga,
    harga_total: line.food.harga * line.jumlah,
    nama_menu: line.food.nama,
    food: toCartFood(line.food),
  };
}

function toCartFood(food: CartFoodRow): CartItem['food'] {
  return {
    id: food.id,
    nama: food.nama,
    harga: food.harga,
    gambar: food.gambar,
    gambar_url: storageUrl(food.gambar),
    is_available: food.isAvailable && food.archivedAt === null,
  };
}

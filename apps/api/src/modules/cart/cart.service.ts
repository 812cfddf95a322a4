import {
  cartMessages,
  menuMessages,
  orderingMessages,
  QUANTITY_MAX,
  type addToCartBodySchema,
  type CartItem,
  type updateCartItemBodySchema,
} from '@dapur/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { storageUrl } from '../../lib/storage-url';
import {
  CART_LINE_UNIQUE,
  type CartFoodRow,
  type CartLineRow,
  type CartRepository,
} from './cart.repository';

type LineChange = z.output<typeof updateCartItemBodySchema>;

export function createCartService(repository: CartRepository) {
  const lineNotFound = () => new NotFoundError('cart_item_not_found', cartMessages.lineNotFound);

  /**
   * A line whose dish sold out or left the menu may be lowered (the customer tidies the cart)
   * but not raised: the same responses as adding the dish.
   */
  async function setQuantity(
    userId: number,
    lineId: number,
    change: LineChange,
  ): Promise<CartItem> {
    const line = await repository.setQuantity(userId, lineId, change).catch((error: unknown) => {
      if (!isUniqueViolation(error, CART_LINE_UNIQUE)) throw error;
      throw new InvalidError('cart_note_taken', orderingMessages.sameNoteInCart, {
        note: [orderingMessages.sameNoteInCart],
      });
    });
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
    return setQuantity(userId, lineId, change);
  }

  return {
    async list(userId: number): Promise<CartItem[]> {
      const lines = await repository.listLines(userId);
      return lines.map(toCartItem);
    },

    /**
     * Adding a dish already in the cart with the same note raises its line; another note
     * starts another line. A line holds at most 99 portions.
     */
    async add(
      userId: number,
      { food_id: foodId, jumlah, note }: z.output<typeof addToCartBodySchema>,
    ): Promise<CartItem> {
      const food = await repository.findFoodOnMenu(foodId);
      if (!food) throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
      if (!food.isAvailable) {
        const message = menuMessages.foodSoldOut(food.nama);
        throw new InvalidError('food_sold_out', message, { food_id: [message] });
      }
      const line = await repository.addToLine({ userId, foodId, jumlah, note, max: QUANTITY_MAX });
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
    note: line.note,
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

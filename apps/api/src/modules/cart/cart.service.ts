import {
  CART_LINES_MAX,
  cartMessages,
  menuMessages,
  orderingMessages,
  priceWithOptions,
  QUANTITY_MAX,
  type addToCartBodySchema,
  type CartItem,
  type ChosenOption,
  type OptionGroup,
  type updateCartItemBodySchema,
} from '@dapur/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { storageUrl } from '../../lib/storage-url';
import { cartLineOptionProblem, chosenOptions } from '../menu/chosen-options';
import {
  CART_LINE_UNIQUE,
  type CartCountRow,
  type CartFoodRow,
  type CartLineRow,
  type CartRepository,
} from './cart.repository';

type LineChange = z.output<typeof updateCartItemBodySchema>;

export function createCartService(repository: CartRepository) {
  const groupsOf = async (foodId: number) =>
    (await repository.optionGroupsOf([foodId])).get(foodId) ?? [];
  const lineNotFound = () => new NotFoundError('cart_item_not_found', cartMessages.lineNotFound);
  const dishFull = (field: 'jumlah') =>
    new InvalidError('cart_line_full', cartMessages.lineFull, { [field]: [cartMessages.lineFull] });

  /**
   * A line whose dish sold out or left the menu may be lowered (the customer tidies the cart)
   * but not raised: the same responses as adding the dish.
   */
  async function setQuantity(
    userId: number,
    lineId: number,
    change: LineChange,
  ): Promise<CartItem> {
    const setting = repository.lockCart(userId, (cart) => {
      const line = cart.lines.find((row) => row.id === lineId);
      // Raising one line of a dish counts its other lines (other notes and options) too.
      if (line && change.jumlah > line.jumlah) {
        const others = portionsOf(cart.lines, line.foodId) - line.jumlah;
        if (others + change.jumlah > QUANTITY_MAX) throw dishFull('jumlah');
      }
      return cart.setQuantity(userId, lineId, change);
    });
    const line = await setting.catch((error: unknown) => {
      if (!isUniqueViolation(error, CART_LINE_UNIQUE)) throw error;
      throw new InvalidError('cart_note_taken', orderingMessages.sameNoteInCart, {
        note: [orderingMessages.sameNoteInCart],
      });
    });
    if (line) return toCartItem(line, await groupsOf(line.foodId));
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
      if (lines.length === 0) return [];
      const groups = await repository.optionGroupsOf(lines.map((line) => line.foodId));
      return lines.map((line) => toCartItem(line, groups.get(line.foodId) ?? []));
    },

    /**
     * Adding a dish already in the cart with the same note and options raises its line;
     * another note or other options start another line. A dish holds at most 99 portions
     * across its lines, and a cart at most 30 lines, checked under the cart's lock so that
     * simultaneous adds cannot pass them. The options must fit the dish's groups as they are
     * now (checkChoice): 422 on `options` otherwise.
     */
    async add(
      userId: number,
      { food_id: foodId, jumlah, note, options: optionIds }: z.output<typeof addToCartBodySchema>,
    ): Promise<CartItem> {
      const food = await repository.findFoodOnMenu(foodId);
      if (!food) throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
      if (!food.isAvailable) {
        const message = menuMessages.foodSoldOut(food.nama);
        throw new InvalidError('food_sold_out', message, { food_id: [message] });
      }
      const groups = await groupsOf(foodId);
      const options = chosenOptions(food, groups, optionIds);
      const line = await repository.lockCart(userId, async (cart) => {
        if (portionsOf(cart.lines, foodId) + jumlah > QUANTITY_MAX) throw dishFull('jumlah');
        const isLine = (row: CartCountRow) =>
          row.foodId === foodId && row.note === note && sameIds(row.optionIds, optionIds);
        if (!cart.lines.some(isLine) && cart.lines.length >= CART_LINES_MAX) {
          throw new InvalidError('cart_too_many_lines', cartMessages.tooManyLines, {
            cart: [cartMessages.tooManyLines],
          });
        }
        return cart.addToLine({
          userId,
          foodId,
          jumlah,
          note,
          optionIds,
          options,
          max: QUANTITY_MAX,
        });
      });
      if (!line) throw dishFull('jumlah');
      return toCartItem({ ...line, food }, groups);
    },

    setQuantity,

    async remove(userId: number, lineId: number): Promise<void> {
      if (!(await repository.removeLine(userId, lineId))) throw lineNotFound();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

/** Every portion of one dish in the cart, its notes and options together. */
function portionsOf(lines: readonly CartCountRow[], foodId: number): number {
  return lines.reduce((sum, line) => (line.foodId === foodId ? sum + line.jumlah : sum), 0);
}

/** Option ids are kept sorted and each once (the body schema), so equal lists match in order. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** A line with today's prices: the dish's and its options' (the ones still on the dish). */
function toCartItem(line: CartLineRow, groups: readonly OptionGroup[]): CartItem {
  const options = todaysOptions(line.options, groups);
  const hargaSatuan = priceWithOptions(line.food.harga, options);
  return {
    id: line.id,
    food_id: line.foodId,
    jumlah: line.jumlah,
    harga_satuan: hargaSatuan,
    harga_total: hargaSatuan * line.jumlah,
    nama_menu: line.food.nama,
    note: line.note,
    options,
    options_problem: cartLineOptionProblem(line.food, groups, line.options) ?? null,
    food: toCartFood(line.food),
  };
}

/**
 * The line's options with today's group, name and price; one the family has removed since
 * keeps the copy made when it was added, so the customer still sees what they chose (and
 * checkout refuses the line by that name).
 */
export function todaysOptions(
  copies: readonly ChosenOption[],
  groups: readonly OptionGroup[],
): ChosenOption[] {
  const today = new Map(
    groups.flatMap((group) =>
      group.options.map((option) => [
        option.id,
        { id: option.id, group: group.name, name: option.name, price_delta: option.price_delta },
      ]),
    ),
  );
  return copies.map((copy) => today.get(copy.id) ?? copy);
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

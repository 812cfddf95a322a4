import type { CartItem } from '@dapur/shared/cart';
import type { Food } from '@dapur/shared/menu';
import type { Order, OrderDetail, OrderHistoryEntry } from '@dapur/shared/orders';
import { meAnswer } from './account-fixtures';
import { json, type FetchHandler } from './mock-fetch';
import { success } from './menu-fixtures';

/** A cart line as GET /cart responds with it. */
export function cartLine(food: Food, jumlah: number, id = food.id + 100): CartItem {
  return {
    id,
    food_id: food.id,
    jumlah,
    harga_satuan: food.harga,
    harga_total: food.harga * jumlah,
    nama_menu: food.nama,
    note: '',
    options: [],
    options_problem: null,
    food: {
      id: food.id,
      nama: food.nama,
      harga: food.harga,
      gambar: food.gambar,
      gambar_url: food.gambar_url,
      is_available: food.is_available,
    },
  };
}

export function cartAnswer(items: CartItem[]): FetchHandler {
  return () => json(success(items));
}

/** What a logged-in customer's header asks for on every page. */
export function customerAnswers(cart: CartItem[] = []): Record<string, FetchHandler> {
  return { 'POST /api/auth/me': meAnswer(), 'GET /api/cart': cartAnswer(cart) };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    name: 'Siti Rahmawati',
    address: 'Jl. Kaliurang Km 5 No. 12, Sleman',
    phone: '6281234567890',
    food_name: 'Nasi Goreng Kampung x2, Es Teh Manis x1',
    total_amount: 55_000,
    status: 'pending',
    created_at: '2025-05-12T07:30:00.000Z',
    fulfilment: 'delivery',
    scheduled_for: null,
    note: '',
    delivery_fee: 0,
    items: [
      {
        food_id: 3,
        nama_menu: 'Nasi Goreng Kampung',
        jumlah: 2,
        harga_satuan: 25_000,
        harga_total: 50_000,
        note: '',
        options: [],
      },
      {
        food_id: 20,
        nama_menu: 'Es Teh Manis',
        jumlah: 1,
        harga_satuan: 5_000,
        harga_total: 5_000,
        note: '',
        options: [],
      },
    ],
    payment: { id: 9, status: 'pending', amount: 55_000, verification: 'unverified' },
    ...overrides,
  };
}

/** A step of an order's history; `at` is UTC, as the API sends it. */
export function step(
  status: OrderHistoryEntry['status'],
  at: string,
  reason: string | null = null,
): OrderHistoryEntry {
  return { status, at, reason };
}

/** What GET /orders/{id} responds with: the order and every status it has had. */
export function orderDetail(
  overrides: Partial<Order> = {},
  history: OrderHistoryEntry[] = [step('pending', '2025-05-12T07:30:00.000Z')],
): OrderDetail {
  return { ...order(overrides), history };
}

export function validationError(message: string, errors: Record<string, string[]> = {}) {
  return json({ status: 'error', message, errors }, 422);
}

import { TEXT_MAX_LENGTH } from './limits';

/**
 * Ordering like a restaurant, without zod: how an order is fulfilled, when it is due, the
 * notes it carries and the kitchen's lead times (docs/decisions/032).
 */
export type { OrderSlot, SlotsMeta, SlotsResponse } from './schemas/ordering';

/** Delivered to the customer's address (the default, as the spec's orders are) or picked up. */
export const fulfilments = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof fulfilments)[number];
export const DEFAULT_FULFILMENT: Fulfilment = 'delivery';

export const fulfilmentLabels: Record<Fulfilment, string> = {
  delivery: 'Diantar',
  pickup: 'Ambil sendiri',
};

/** What an order without `scheduled_for` is called: cooked as soon as possible. */
export const ASAP_LABEL = 'Secepatnya';

/** A note to the whole order ("tolong telepon dulu"). */
export const ORDER_NOTE_MAX_LENGTH = TEXT_MAX_LENGTH;
/** A note to one dish ("paha", "sambal dipisah"). */
export const ITEM_NOTE_MAX_LENGTH = 120;

/** Times that can be chosen are on this step from midnight: 12.00, 12.30, 13.00 … */
export const SLOT_MINUTES = 30;
/** How far ahead an order may be placed: today and the next 30 days. */
export const ORDER_DAYS_AHEAD = 30;

/** The longest the family may ask between an as-soon-as-possible order and its food: a day. */
export const LEAD_TIME_MINUTES_MAX = 24 * 60;
/** The most days ahead a category may ask to be ordered (catering: 2). */
export const LEAD_TIME_DAYS_MAX = 14;
/** The highest delivery fee the family can set: Rp 1.000.000. */
export const DELIVERY_FEE_MAX = 1_000_000;

/** `GET /restaurant/slots?food_ids=`: at most this many dishes. */
export const SLOT_FOODS_MAX = 100;

/** The ways `GET /admin/orders` can sort: newest placed first, or earliest due first. */
export const adminOrderSorts = ['created', 'due'] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

/**
 * Why an order cannot be placed for the time asked, each with a machine-readable code
 * (`OrderTimeRefusal.code`). Times are described from the shop's now, e.g. `besok pukul 07.00`.
 */
export const orderingMessages = {
  fulfilment: "Pilih 'delivery' (diantar) atau 'pickup' (ambil sendiri).",
  scheduledFormat:
    'Waktu harus berformat ISO 8601 dengan zona waktu, misalnya 2026-06-11T12:00:00+07:00.',
  /** `accepting_orders` is off: nothing more for today; later days stay open. */
  paused: (later?: string) =>
    later
      ? `Restoran sedang tidak menerima pesanan untuk hari ini. Anda bisa memesan untuk ${later} atau sesudahnya.`
      : 'Restoran sedang tidak menerima pesanan untuk hari ini.',
  /** As soon as possible, while the shop is closed. */
  closed: (opensAgain?: string) =>
    opensAgain
      ? `Restoran sedang tutup. Buka lagi ${opensAgain}. Pilih waktu lain untuk memesan.`
      : 'Restoran sedang tutup.',
  /** As soon as possible, too close to closing time for the kitchen's lead time. */
  closingSoon: (close: string) =>
    `Pesanan secepatnya tidak sempat disiapkan sebelum restoran tutup pukul ${close}. Pilih waktu lain untuk memesan.`,
  /** A dish of a category that must be ordered days ahead (catering). */
  leadDays: (dish: string, days: number, earliest?: string) =>
    `${dish} perlu dipesan ${days} hari sebelumnya.` +
    (earliest ? ` Waktu paling cepat: ${earliest}.` : ''),
  /** A time sooner than the kitchen's `lead_time_minutes`. */
  leadMinutes: (minutes: number, earliest?: string) =>
    `Pesanan perlu waktu ${minutes} menit untuk disiapkan.` +
    (earliest ? ` Waktu paling cepat: ${earliest}.` : ''),
  past: 'Waktu yang dipilih sudah lewat. Pilih waktu lain.',
  notOnSlot: `Pilih waktu setiap ${SLOT_MINUTES} menit, misalnya 12.00 atau 12.30.`,
  tooFar: `Pesanan paling jauh ${ORDER_DAYS_AHEAD} hari ke depan.`,
  outsideHours: (when: string) => `Restoran tidak buka ${when}. Pilih waktu pada jam buka.`,
  foodIds: 'food_ids harus berupa id menu dipisah koma, misalnya 1,2.',
  leadTimeDays: `Waktu pesan sebelumnya harus 0–${LEAD_TIME_DAYS_MAX} hari.`,
  leadTimeMinutes: `Waktu menyiapkan pesanan harus 0–${LEAD_TIME_MINUTES_MAX} menit.`,
  deliveryFee: 'Ongkos kirim harus berupa bilangan bulat rupiah, 0 sampai Rp 1.000.000.',
  /** 422 on `note` when a cart line would take the note another line of that dish has. */
  sameNoteInCart: 'Menu ini dengan catatan yang sama sudah ada di keranjang.',
} as const;

/** What `orderTimeRefusal` and `asapRefusal` return when the kitchen cannot keep a time. */
export interface OrderTimeRefusal {
  code:
    | 'ordering_paused'
    | 'shop_closed'
    | 'closing_soon'
    | 'lead_time'
    | 'time_past'
    | 'time_not_on_slot'
    | 'time_too_far'
    | 'outside_opening_hours';
  message: string;
}

import { orderMessages as serverOrderMessages } from '@dapur/shared/orders';

/** The order pages' texts; those quoted from spec.md must stay word for word. */
export const orderMessages = {
  /** Spec §6, a visitor trying to order. */
  loginRequired: 'Anda harus login terlebih dahulu untuk memesan.',
  /** Spec §8, order. */
  noFoodSelected: 'No food item selected',
  foodLoadFailed: 'Failed to load food data',
  createFailed: 'Failed to create order',
  /** Spec §5: the direct order's and the cart order's wording. */
  fillAllFields: 'Please fill in all fields',
  completeAllFields: 'Please complete all fields.',
  /** Spec §2 and §8, the cart's own wording. */
  cartEmpty: 'Keranjang Anda kosong.',
  cartLoadFailed: 'Failed to load cart items.',
  /** A cart line whose dish sold out since it was added (the cart page says the same). */
  soldOutLine: 'Habis — hapus dari keranjang untuk melanjutkan',
  soldOutDish: 'Menu ini sedang habis dan belum bisa dipesan.',
  /** After a chosen option that no longer fits the dish (the menu changed since). */
  chooseAgain: 'Pilih lagi di halaman menu',
  foodLoading: 'Memuat menu...',
  cartLoading: 'Memuat keranjang...',
  /** The due time: "Pilih waktu" without a time picked. */
  chooseTime: 'Pilih jam pesanan.',
  slotsLoading: 'Memuat waktu yang tersedia...',
  slotsLoadFailed: 'Gagal memuat waktu yang tersedia.',
  /** A day the shop is closed, fully booked by the lead times, or paused. */
  noSlots: 'Tidak ada waktu yang bisa dipilih pada hari ini. Pilih hari lain.',
  earliest: (when: string) => `Waktu paling cepat: ${when}.`,
  pickupAt: 'Ambil pesanan di',
} as const;

/** "Pesanan Saya" and one order's page. */
export const myOrdersMessages = {
  loginRequired: 'Anda harus login terlebih dahulu untuk melihat pesanan Anda.',
  loading: 'Memuat pesanan...',
  loadFailed: 'Gagal memuat pesanan.',
  empty: 'Belum ada pesanan.',
  /** The one question before a customer cancels their own unpaid order. */
  cancelConfirm:
    'Pesanan yang dibatalkan tidak bisa dikembalikan. Belum ada uang yang perlu dikembalikan.',
  cancelFailed: 'Gagal membatalkan pesanan. Silakan coba lagi.',
  /** The server's 404 text, also for another customer's order. */
  notFound: serverOrderMessages.orderNotFound,
  /** Paid ("Saya Sudah Bayar") but not yet checked by the family against their bank app. */
  awaitingCheck: 'Menunggu dicek restoran',
  paymentRejected:
    'Restoran belum menerima pembayaran ini. Hubungi restoran lewat WhatsApp untuk menyelesaikannya.',
} as const;

import { orderStatusLabels, type OrderStatus } from '@dapur/shared/orders';
import { formatDayLong } from './lib/jakarta-time';

/** The family's order pages, in Indonesian. */
export const boardMessages = {
  title: 'Pesanan',
  loading: 'Memuat pesanan...',
  loadFailed: 'Gagal memuat pesanan. Periksa koneksi lalu coba lagi.',
  emptyToday: 'Belum ada pesanan hari ini.',
  /** The board lists the orders due on the day, earliest first (decision 032). */
  sortedByDue:
    'Pesanan yang harus siap pada hari ini, urut dari waktu paling awal. Pesanan "Secepatnya" dihitung dari saat masuk.',
  dueAt: 'Untuk',
  pickupAtShop: 'Diambil sendiri di toko.',
  orderNote: 'Catatan pesanan',
  itemNote: 'Catatan',
  deliveryFee: 'Ongkos kirim',
  empty: (day: string, status: OrderStatus | 'all', isToday: boolean) => {
    const which = status === 'all' ? '' : ` berstatus “${orderStatusLabels[status]}”`;
    return `Tidak ada pesanan${which} ${isToday ? 'hari ini' : `pada ${formatDayLong(day)}`}.`;
  },
  newOrder: (id: number, name: string) => `Pesanan baru #${id} dari ${name}.`,
  paymentToCheck: (id: number, name: string) =>
    `${name} sudah membayar pesanan #${id}. Cek pembayaran di aplikasi bank.`,
  live: 'Langsung',
  connecting: 'Menyambungkan...',
  reconnecting: 'Menyambung ulang…',
  liveHint: 'Pesanan baru muncul sendiri.',
  reconnectingHint: 'Koneksi terputus. Daftar diperbarui begitu tersambung lagi.',
  soundOn: 'Aktifkan suara',
  soundOff: 'Matikan suara',
  soundActive: 'Suara aktif: pesanan baru dan pembayaran yang perlu dicek.',
  /** Never chosen on this phone, no new orders yet: asked once, kept on the device. */
  soundAsk: 'Nyalakan suara agar pesanan baru terdengar di HP ini.',
  /** The family chose sound, the browser wants one tap on the page first. */
  soundBlocked: 'Browser menahan suara. Ketuk sekali agar pesanan baru berbunyi.',
  /** The banner over the "Baru" group: exactly "<n> pesanan baru". */
  newOrders: (count: number) => `${count} pesanan baru`,
  newOrdersHint: 'Bunyi berulang sampai pesanan ditandai sudah dilihat.',
  acknowledge: 'Sudah dilihat',
  acknowledgeFailed: 'Gagal menandai pesanan. Periksa koneksi lalu coba lagi.',
  acknowledged: 'Pesanan baru sudah ditandai dilihat.',
  groupNew: 'Baru',
  groupPayments: 'Cek pembayaran',
  groupClosed: 'Selesai / Batal',
  /** A group heading with its count: "Diproses (3)". */
  groupTitle: (label: string, count: number) => `${label} (${count})`,
  /** The Baru group holds orders of any day; the day's list may have none. */
  dayEmpty: (isToday: boolean, day: string) =>
    `Tidak ada pesanan lain ${isToday ? 'hari ini' : `pada ${formatDayLong(day)}`}.`,
} as const;

export const actionMessages = {
  verify: 'Pembayaran diterima',
  reject: 'Tolak pembayaran',
  cancel: 'Batalkan',
  saving: 'Menyimpan...',
  failed: 'Gagal menyimpan. Periksa koneksi lalu coba lagi.',
  rejectTitle: 'Tolak pembayaran?',
  rejectDescription: (id: number) =>
    `Pembayaran pesanan #${id} belum masuk di rekening? Pelanggan akan melihat bahwa pembayarannya ditolak. Ini tidak bisa dibatalkan.`,
  rejectConfirm: 'Ya, tolak pembayaran',
  back: 'Kembali',
  cancelTitle: (id: number) => `Batalkan pesanan #${id}?`,
  cancelDescription:
    'Pelanggan akan melihat alasannya. Pesanan yang dibatalkan tidak bisa dilanjutkan lagi.',
  cancelConfirm: 'Batalkan pesanan',
  reasonLegend: 'Alasan pembatalan',
  otherReason: 'Lainnya',
  otherReasonLabel: 'Tulis alasannya',
  chooseReason: 'Pilih alasan pembatalan.',
  whatsapp: 'Kabari lewat WhatsApp',
} as const;

export const orderPageMessages = {
  loading: 'Memuat pesanan...',
  loadFailed: 'Gagal memuat pesanan. Periksa koneksi lalu coba lagi.',
  back: 'Kembali ke daftar pesanan',
  account: 'Akun pelanggan',
  history: 'Riwayat',
  noHistory: 'Belum ada riwayat.',
} as const;

export const reportMessages = {
  title: 'Laporan',
  prepTitle: 'Daftar masak',
  prepLoading: 'Memuat daftar masak...',
  prepFailed: 'Gagal memuat daftar masak. Periksa koneksi lalu coba lagi.',
  prepEmpty: 'Tidak ada yang perlu dimasak pada hari ini.',
  /** The sheet counts the orders due on the day, not those placed on it (decision 032). */
  prepHint:
    'Porsi dari pesanan yang harus siap (diantar atau diambil) pada hari ini, termasuk pesanan yang masuk pada hari sebelumnya.',
  print: 'Cetak',
  totalsTitle: 'Total per hari',
  totalsLoading: 'Memuat total per hari...',
  totalsFailed: 'Gagal memuat total per hari. Periksa koneksi lalu coba lagi.',
  totalsHint: (days: number) =>
    `${days} hari terakhir, menurut hari pesanan masuk, tanpa pesanan yang dibatalkan.`,
  /** Money the family found in their bank app (decision 059). */
  checked: 'Uang masuk (sudah dicek)',
  checkedHint: 'Pembayaran yang sudah Anda cocokkan dengan aplikasi bank.',
  checkedColumn: 'Sudah dicek',
  /** The rest of the open orders' money: unpaid, paid but not checked, or refused. */
  awaiting: 'Menunggu dicek',
  awaitingHint:
    'Belum dibayar, sudah dibayar tapi belum dicek, atau ditolak tapi pesanannya belum dibatalkan.',
  dayColumn: 'Hari',
  orderCount: (orders: number) => `${orders} pesanan`,
  sumRow: (days: number) => `Jumlah ${days} hari`,
  tableCaption: (days: number) => `Uang per hari yang ada pesanannya, ${days} hari terakhir`,
  noOrders: (days: number) => `Belum ada pesanan dalam ${days} hari terakhir.`,
  /** The days left out of the table: none of them had an order. */
  otherDaysEmpty: (days: number) => `Tidak ada pesanan pada ${days} hari lainnya.`,
  chartCaption: 'Uang masuk (sudah dicek) per hari',
  chartSummary: (from: string, to: string, best: { day: string; amount: string } | null) =>
    `Diagram batang uang masuk yang sudah dicek per hari, ${from} sampai ${to}. ` +
    (best
      ? `Tertinggi ${best.amount} pada ${best.day}. `
      : 'Belum ada uang masuk yang sudah dicek. ') +
    'Angka setiap hari ada di tabel di bawahnya.',
} as const;

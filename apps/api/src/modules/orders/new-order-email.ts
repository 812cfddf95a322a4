import {
  dishWithOptions,
  DISPLAY_TIME_ZONE,
  formatRupiah,
  fulfilmentLabels,
  localPhone,
  quoteLines,
  type Order,
} from '@dapur/shared';
import type { MailMessage } from '../../lib/mailer';
import { dueLabel } from '../../lib/order-due';

const placedAt = new Intl.DateTimeFormat('id-ID', {
  timeZone: DISPLAY_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** What an owner needs of one order to start cooking without opening the board. */
function orderLines(order: Order, publicUrl: string): string[] {
  return [
    `${fulfilmentLabels[order.fulfilment]}, waktu: ${dueLabel(order.scheduled_for)}`,
    `Nama: ${quoteLines(order.name)}`,
    `Telepon: ${localPhone(order.phone)}`,
    ...(order.fulfilment === 'delivery' || order.address
      ? [`Alamat: ${quoteLines(order.address)}`]
      : []),
    ...(order.note ? [`Catatan: ${quoteLines(order.note)}`] : []),
    '',
    'Pesanan:',
    ...order.items.map(
      (item) =>
        `- ${dishWithOptions(item.nama_menu, item.options)} x${item.jumlah}: ${formatRupiah(item.harga_total)}` +
        (item.note ? ` (${quoteLines(item.note)})` : ''),
    ),
    ...(order.delivery_fee > 0 ? [`Ongkos kirim: ${formatRupiah(order.delivery_fee)}`] : []),
    `Total: ${formatRupiah(order.total_amount)}`,
    `Buka pesanan: ${publicUrl}/admin/orders/${order.id}`,
  ];
}

/** Ids in a subject: the first few, then how many more. */
const SUBJECT_IDS = 10;

/**
 * To each owner, at most once a minute: every order placed since the last email (decision
 * 065). One order reads as it always did; several are listed one after another.
 */
export function newOrdersEmail(
  orders: readonly Order[],
  { to, restaurant, publicUrl }: { to: string; restaurant: string; publicUrl: string },
): MailMessage {
  const [first] = orders;
  if (!first) throw new Error('An email about new orders needs at least one order.');
  const footer = [
    '',
    'Pelanggan membayar dengan QRIS. Cek pembayarannya di aplikasi bank sebelum memasak.',
    '',
    `Email ini dikirim karena "Kirim email untuk setiap pesanan baru" menyala di pengaturan ${restaurant}.`,
  ];
  if (orders.length === 1) {
    return {
      to,
      subject: `Pesanan baru #${first.id}: ${formatRupiah(first.total_amount)}`,
      text: [
        `Pesanan baru #${first.id} masuk ${placedAt.format(new Date(first.created_at))} WIB.`,
        '',
        ...orderLines(first, publicUrl),
        ...footer,
      ].join('\n'),
      fromName: restaurant,
    };
  }
  const ids = orders.slice(0, SUBJECT_IDS).map((order) => `#${order.id}`);
  const more = orders.length > SUBJECT_IDS ? ` dan ${orders.length - SUBJECT_IDS} lagi` : '';
  const total = orders.reduce((sum, order) => sum + order.total_amount, 0);
  return {
    to,
    subject: `${orders.length} pesanan baru: ${ids.join(', ')}${more}`,
    text: [
      `${orders.length} pesanan baru, ${formatRupiah(total)} semuanya. Email pesanan baru dikirim paling banyak sekali semenit.`,
      ...orders.flatMap((order) => [
        '',
        `Pesanan #${order.id} masuk ${placedAt.format(new Date(order.created_at))} WIB`,
        ...orderLines(order, publicUrl),
      ]),
      ...footer,
    ].join('\n'),
    fromName: restaurant,
  };
}

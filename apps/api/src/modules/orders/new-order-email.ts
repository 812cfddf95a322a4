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

/** To each owner when an order comes in: enough to start cooking without opening the board. */
export function newOrderEmail(
  order: Order,
  { to, restaurant, publicUrl }: { to: string; restaurant: string; publicUrl: string },
): MailMessage {
  const text = [
    `Pesanan baru #${order.id} masuk ${placedAt.format(new Date(order.created_at))} WIB.`,
    '',
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
    '',
    'Pelanggan membayar dengan QRIS. Cek pembayarannya di aplikasi bank sebelum memasak.',
    `Buka pesanan: ${publicUrl}/admin/orders/${order.id}`,
    '',
    `Email ini dikirim karena "Kirim email untuk setiap pesanan baru" menyala di pengaturan ${restaurant}.`,
  ].join('\n');
  return {
    to,
    subject: `Pesanan baru #${order.id}: ${formatRupiah(order.total_amount)}`,
    text,
    fromName: restaurant,
  };
}

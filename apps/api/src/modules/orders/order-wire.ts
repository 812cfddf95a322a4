import type { AdminOrder, Order, OrderHistoryEntry, Payment } from '@dapur/shared';
import type { HistoryRow, OrderRow, OrderWithCustomerRow, PaymentRow } from './order-rows';

/** An order as the API sends it: the wire's field names, times in ISO 8601 (UTC). */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    food_name: row.foodName,
    total_amount: row.totalAmount,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    fulfilment: row.fulfilment,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    note: row.note,
    delivery_fee: row.deliveryFee,
    items: row.items.map((item) => ({
      food_id: item.foodId,
      nama_menu: item.namaMenu,
      jumlah: item.jumlah,
      harga_satuan: item.hargaSatuan,
      harga_total: item.hargaTotal,
      note: item.note,
      options: item.options,
    })),
    payment: toPayment(row.payment),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return { id: row.id, status: row.status, amount: row.amount, verification: row.verification };
}

/** For the family: who ordered, from their account, and whether one of them has seen it. */
export function toAdminOrder(row: OrderWithCustomerRow): AdminOrder {
  return {
    ...toOrder(row),
    customer: row.customer,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  };
}

export function toHistory(rows: HistoryRow[]): OrderHistoryEntry[] {
  return rows.map((row) => ({
    status: row.status,
    at: row.createdAt.toISOString(),
    reason: row.reason,
  }));
}

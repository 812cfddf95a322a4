import { z } from 'zod';
import { fieldMessages, hasNoNul } from '../fields';
import { TEXT_MAX_LENGTH } from '../limits';
import { adminOrderSorts, fulfilments } from '../ordering';
import {
  ADMIN_ORDERS_PER_PAGE,
  NEW_ORDERS_LIMIT,
  orderMessages,
  orderStatuses,
  paymentStatuses,
  paymentVerifications,
} from '../orders';
import { userSchema } from './auth';
import { foodIdField, quantityField } from './cart';
import { chosenOptionIdsField, chosenOptionSchema } from './dish-options';
import { successBody } from './envelope';
import { dayField, optionalText, phoneField, requiredText } from './fields';
import { fulfilmentField, itemNoteField, orderNoteField, scheduledForField } from './ordering';

/** The order calls' headers as the server checks them; every other header passes through. */
export const orderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: orderMessages.idempotencyKeyInvalid })
    .min(1, orderMessages.idempotencyKeyInvalid)
    .max(TEXT_MAX_LENGTH, orderMessages.idempotencyKeyInvalid)
    .refine(hasNoNul, fieldMessages.forbiddenCharacter('Idempotency-Key'))
    .optional(),
});

/** The `{orderId}` of `/payments/{orderId}` and `/orders/{orderId}/status`. */
export const orderIdParamSchema = z.object({
  orderId: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  verification: z.enum(paymentVerifications),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderItemSchema = z.object({
  food_id: z.number().int().nullable(),
  nama_menu: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  harga_total: z.number().int(),
  /** The customer's note to this dish ("sambal dipisah"); empty: none. */
  note: z.string(),
  /** The chosen options as ordered (later menu edits never change them); `harga_satuan` includes their price changes. */
  options: z.array(chosenOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Readable summary, e.g. "Nasi Goreng x2, Es Teh x1". */
  food_name: z.string(),
  /** Whole rupiah: the dishes and, for delivery, the delivery fee. */
  total_amount: z.number().int(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  fulfilment: z.enum(fulfilments),
  /** When it is due, ISO 8601 (UTC); null: as soon as possible. */
  scheduled_for: z.string().nullable(),
  /** The customer's note to the whole order; empty: none. */
  note: z.string(),
  /** Whole rupiah, the restaurant's fee when the order was placed; 0 for pickup. */
  delivery_fee: z.number().int(),
  items: z.array(orderItemSchema),
  payment: paymentSchema,
});
export type Order = z.infer<typeof orderSchema>;

const deliveryFields = {
  name: requiredText('Nama'),
  address: requiredText('Alamat', { multiline: true }),
  phone: phoneField('Telepon'),
};

/**
 * How and when, beside the spec's fields: left out, the order is delivered as soon as
 * possible (docs/decisions/032). For pickup the address may be empty.
 */
const orderFields = {
  ...deliveryFields,
  address: optionalText('Alamat', TEXT_MAX_LENGTH, { multiline: true }).default(''),
  fulfilment: fulfilmentField,
  scheduled_for: scheduledForField,
  note: orderNoteField,
};

/** The same rule in JSON Schema, for the API's OpenAPI document: unless it is a pickup, an address. */
const addressUnlessPickup = {
  if: { required: ['fulfilment'], properties: { fulfilment: { const: 'pickup' } } },
  else: { required: ['address'], properties: { address: { minLength: 1, pattern: '\\S' } } },
};

/** A delivery needs an address; checked beside the other fields' messages, not after them. */
function addressForDelivery<T extends z.ZodObject>(schema: T) {
  return schema.meta(addressUnlessPickup).refine(
    (body: unknown) => {
      const { fulfilment, address } = body as { fulfilment?: string; address?: string };
      return fulfilment === 'pickup' || Boolean(address);
    },
    {
      message: fieldMessages.required('Alamat'),
      path: ['address'],
      // Beside the other fields' messages, but not when the body is no object at all or the
      // address or fulfilment already has its own message.
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some(
          (issue) =>
            !issue.path?.length || ['address', 'fulfilment'].includes(String(issue.path[0])),
        ),
    },
  );
}

export const cartOrderBodySchema = addressForDelivery(z.object(orderFields));
export type CartOrderBody = z.input<typeof cartOrderBodySchema>;

/** Both order forms: the same fields, with the phone only required (spec §5: the 62 rule is the server's). */
export const deliveryFormSchema = z.object({
  ...deliveryFields,
  phone: requiredText('Telepon'),
});

/**
 * The order form with the restaurant's choices (delivery or pickup, a time, a note): the
 * cart order's body with the phone only required. `scheduled_for` is a slot's `at`.
 */
export const orderFormSchema = addressForDelivery(
  z.object({ ...orderFields, phone: requiredText('Telepon') }),
);

export const directOrderBodySchema = addressForDelivery(
  z.object({
    ...orderFields,
    food_id: foodIdField,
    quantity: quantityField,
    /** The note to the dish, as a cart line's `note`. */
    item_note: itemNoteField,
    /** The chosen options' ids, as a cart line's `options`. */
    options: chosenOptionIdsField,
  }),
);
export type DirectOrderBody = z.input<typeof directOrderBodySchema>;

export const paymentBodySchema = z.object({
  status: z.literal('completed', { error: "Status pembayaran harus 'completed'." }),
});
/**
 * What `PUT /orders/{orderId}/status` accepts: any order status, so that one only the
 * restaurant may set is refused with 403, and a word that is no status at all with 422.
 */
export const orderStatusChangeBodySchema = z.object({
  status: z
    .enum(orderStatuses, { error: orderMessages.unknownStatus })
    // The document names the one status a customer may send; the others are refused with 403.
    .meta({ enum: ['processing'] }),
});

export const orderResponseSchema = successBody(orderSchema);
export const orderListResponseSchema = successBody(z.array(orderSchema));
export const paymentResponseSchema = successBody(paymentSchema);

export const orderHistoryEntrySchema = z.object({
  status: z.enum(orderStatuses),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** Why it was cancelled; null for every other move. */
  reason: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /orders/{id}`: one of the customer's orders, with every status it has had. */
export const orderDetailSchema = orderSchema.extend({ history: z.array(orderHistoryEntrySchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = successBody(orderDetailSchema);

/** Who ordered, for the family: their account, not only what they typed on the order. */
export const orderCustomerSchema = userSchema.pick({
  id: true,
  name: true,
  telephone: true,
  email: true,
});

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  /** When a family member first saw it (ISO 8601, UTC); null: still new, in the board's "Baru". */
  acknowledged_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderDetailSchema = adminOrderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `GET /admin/orders`: `from`/`to` are days in Asia/Jakarta; none: every order. */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: orderMessages.unknownStatus }).optional(),
  from: dayField.optional(),
  to: dayField.optional(),
  /**
   * `created` (the default): newest placed first, `from`/`to` name the days they were
   * placed. `due`: earliest due first (`scheduled_for`, or when placed for as soon as
   * possible), `from`/`to` name the days they are due: the kitchen's day.
   */
  sort: z.enum(adminOrderSorts, { error: "Urutan harus 'created' atau 'due'." }).default('created'),
  page: z.coerce.number({ error: 'Halaman harus angka.' }).int().min(1).default(1),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderListResponseSchema = successBody(z.array(adminOrderSchema)).extend({
  meta: z.object({
    page: z.number().int(),
    per_page: z.literal(ADMIN_ORDERS_PER_PAGE),
    total: z.number().int(),
  }),
});
export const adminOrderResponseSchema = successBody(adminOrderSchema);
/**
 * `GET /admin/orders/new`: the orders no family member has seen yet, whatever day they are
 * due, the oldest placed first, at most NEW_ORDERS_LIMIT.
 */
export const newOrdersResponseSchema = successBody(z.array(adminOrderSchema));

/** `POST /admin/orders/acknowledge`: the orders the family has now seen on the board. */
export const acknowledgeOrdersBodySchema = z.object({
  order_ids: z
    .array(
      z
        .number({ error: orderMessages.acknowledgeId })
        .int(orderMessages.acknowledgeId)
        .positive(orderMessages.acknowledgeId),
      { error: orderMessages.acknowledgeIds },
    )
    .min(1, orderMessages.acknowledgeIds)
    .max(NEW_ORDERS_LIMIT, orderMessages.acknowledgeIds),
});
export type AcknowledgeOrdersBody = z.input<typeof acknowledgeOrdersBodySchema>;
/** The ids this call marked as seen, ascending; ids already seen or unknown are left out. */
export const acknowledgeOrdersResponseSchema = successBody(
  z.object({ acknowledged: z.array(z.number().int()) }),
);
export const adminOrderDetailResponseSchema = successBody(adminOrderDetailSchema);

/** `PUT /admin/orders/{id}/status`: a reason is required to cancel, and kept for the customer. */
export const adminOrderStatusBodySchema = z
  .object({
    status: z.enum(orderStatuses, { error: orderMessages.unknownStatus }),
    reason: optionalText('Alasan').optional(),
  })
  .refine((body) => body.status !== 'cancelled' || Boolean(body.reason), {
    message: orderMessages.cancelReasonRequired,
    path: ['reason'],
  });
export type AdminOrderStatusBody = z.input<typeof adminOrderStatusBodySchema>;

/** `PUT /admin/payments/{orderId}/verification`: the family's check, never back to unchecked. */
export const paymentVerificationBodySchema = z.object({
  verification: z.enum(paymentVerifications).exclude(['unverified'], {
    error: "Pilih 'verified' atau 'rejected'.",
  }),
});
export type PaymentVerificationBody = z.input<typeof paymentVerificationBodySchema>;

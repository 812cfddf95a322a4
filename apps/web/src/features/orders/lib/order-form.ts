import { z } from 'zod';
import type { User } from '@dapur/shared/auth';
import { fieldMessages } from '@dapur/shared/fields';
import type { Fulfilment } from '@dapur/shared/ordering';
import { orderFormSchema } from '@dapur/shared/schemas/orders';
import { shopIso } from '@dapur/shared/shop-time';
import { orderMessages } from '../messages';

/** As soon as possible, or at a time the customer picks from the slots. */
export const dueChoices = ['asap', 'later'] as const;
export type DueChoice = (typeof dueChoices)[number];

/**
 * Both order forms: the order request's fields (the phone only required: the "starts with 62"
 * rule is the server's, spec §5, whose message then shows under the field), and one field of
 * the form's own, `when`: a time must be picked once "Pilih waktu" is chosen.
 */
export const orderFormFieldsSchema = orderFormSchema
  .safeExtend({ when: z.enum(dueChoices) })
  .refine((values) => values.when === 'asap' || Boolean(values.scheduled_for), {
    message: orderMessages.chooseTime,
    path: ['scheduled_for'],
  });

export type OrderFormValues = z.input<typeof orderFormFieldsSchema>;
export type OrderFormOutput = z.output<typeof orderFormFieldsSchema>;
export const orderFieldNames = orderFormFieldsSchema.keyof().options;

/** The fields the spec names; left empty, the form says "fill in every field" (spec §5). */
const specFields = [
  ['name', 'Nama'],
  ['address', 'Alamat'],
  ['phone', 'Telepon'],
] as const;

/** Whether a spec field was left empty (a delivery's address included). */
export function hasMissingSpecField(
  errors: Partial<Record<string, { message?: string | undefined }>>,
): boolean {
  return specFields.some(
    ([name, label]) => errors[name]?.message === fieldMessages.required(label),
  );
}

/** The customer's profile, to fill the form in (they can change it for this order). */
export type DeliveryProfile = Pick<User, 'name' | 'alamat' | 'telephone'>;

export function orderValuesFrom(profile: DeliveryProfile | undefined): OrderFormValues {
  return {
    name: profile?.name ?? '',
    address: profile?.alamat ?? '',
    phone: profile?.telephone ?? '',
    fulfilment: 'delivery',
    when: 'asap',
    scheduled_for: null,
    note: '',
  };
}

/** What an order call adds to the spec's fields: how, when, and a note when there is one. */
export interface OrderChoices {
  name: string;
  address: string;
  phone: string;
  fulfilment?: Fulfilment;
  scheduled_for?: string;
  note?: string;
}

/**
 * The body of an order call from the form. A delivery for as soon as possible without a note
 * is the spec's body exactly; a pickup says so and sends no address, a chosen time goes with
 * the restaurant's offset (`2026-06-11T12:00:00+07:00`), a note only when there is one.
 */
export function orderChoicesFrom(values: OrderFormOutput): OrderChoices {
  const pickup = values.fulfilment === 'pickup';
  return {
    name: values.name,
    address: pickup ? '' : values.address,
    phone: values.phone,
    ...(pickup ? { fulfilment: 'pickup' as const } : {}),
    ...(values.when === 'later' && values.scheduled_for
      ? { scheduled_for: shopIso(values.scheduled_for) }
      : {}),
    ...(values.note ? { note: values.note } : {}),
  };
}

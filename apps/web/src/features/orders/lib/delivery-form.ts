import type { z } from 'zod';
import type { User } from '@dapur/shared/auth';
import { deliveryFormSchema } from '@dapur/shared/schemas/orders';

/**
 * Who receives the order: the order request's fields, the phone only required (the "starts
 * with 62" rule is the server's, spec §5, whose message then shows under the field).
 */
export type DeliveryValues = z.infer<typeof deliveryFormSchema>;
export const deliveryFieldNames = deliveryFormSchema.keyof().options;

/** The customer's profile, to fill the form in (they can change it for this order). */
export type DeliveryProfile = Pick<User, 'name' | 'alamat' | 'telephone'>;

export function deliveryValuesFrom(profile: DeliveryProfile | undefined): DeliveryValues {
  return {
    name: profile?.name ?? '',
    address: profile?.alamat ?? '',
    phone: profile?.telephone ?? '',
  };
}

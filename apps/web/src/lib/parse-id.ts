import { idParamSchema } from '@dapur/shared/schemas/envelope';

/** A route's `:id` as a positive whole number, or null when the address holds anything else. */
export function parseId(value: string | undefined): number | null {
  const parsed = idParamSchema.safeParse({ id: value });
  return parsed.success ? parsed.data.id : null;
}

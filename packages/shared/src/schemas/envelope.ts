import { z } from 'zod';

/** The error body every failing `/api` call responds with (docs/architecture.md, "Response shapes"). */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  /** Present on 422: field name → messages, which the web app flattens. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{"status":"success","data":…}` around any payload schema. */
export function successBody<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** A positive integer id in a path; anything else is a 422. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});

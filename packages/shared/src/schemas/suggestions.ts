import { z } from 'zod';
import { fieldMessages, hasNoNul, toWellFormed } from '../fields';
import { SUGGESTION_MAX_LENGTH } from '../limits';
import { suggestionMessages } from '../suggestions';
import { successBody } from './envelope';
import { trimmedTextSchema } from './fields';

export const suggestionSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  /** Only the author's name is public; null when the account is gone. */
  user: z.object({ name: z.string() }).nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionContentField = z
  .string({ error: suggestionMessages.contentRequired })
  .overwrite(toWellFormed)
  .trim()
  .min(1, suggestionMessages.contentRequired)
  .max(SUGGESTION_MAX_LENGTH, suggestionMessages.contentTooLong)
  .refine(hasNoNul, fieldMessages.forbiddenCharacter('Saran'))
  .meta(trimmedTextSchema(SUGGESTION_MAX_LENGTH, 'noNul', true));

export const createSuggestionBodySchema = z.object({
  /** Optional; when given it must be the caller's own id (403 otherwise). */
  user_id: z.number().int().positive().optional(),
  content: suggestionContentField,
});
export type CreateSuggestionBody = z.input<typeof createSuggestionBodySchema>;

export const suggestionListResponseSchema = successBody(z.array(suggestionSchema));
export const suggestionResponseSchema = successBody(suggestionSchema);

/** What the family sees: every suggestion, and whether it is hidden from the home page. */
export const adminSuggestionSchema = suggestionSchema.extend({ hidden: z.boolean() });
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;
export const adminSuggestionListResponseSchema = successBody(z.array(adminSuggestionSchema));
export const adminSuggestionResponseSchema = successBody(adminSuggestionSchema);
export const suggestionVisibilityBodySchema = z.object({
  hidden: z.boolean({ error: 'Pilih disembunyikan atau ditampilkan.' }),
});

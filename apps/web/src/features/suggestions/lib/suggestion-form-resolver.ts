import { zodResolver } from '@hookform/resolvers/zod';
import { createSuggestionBodySchema } from '@dapur/shared/schemas/suggestions';

/** The form's check, with the server's own rules (and zod with them). */
export const suggestionFormResolver = zodResolver(
  createSuggestionBodySchema.pick({ content: true }),
);

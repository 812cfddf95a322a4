import {
  suggestionMessages,
  type AdminSuggestion,
  type createSuggestionBodySchema,
  type Suggestion,
} from '@dapur/shared';
import type { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SuggestionRow, SuggestionsRepository } from './suggestions.repository';

/** The home page shows the latest few; older ones stay in the database for the owner. */
export const SUGGESTIONS_SHOWN = 50;

/** `user_id` is the id the client claims to write as; only the caller's own is allowed. */
type NewSuggestion = z.output<typeof createSuggestionBodySchema>;

export function createSuggestionsService(repository: SuggestionsRepository) {
  return {
    async listNewest(): Promise<Suggestion[]> {
      const rows = await repository.listNewest(SUGGESTIONS_SHOWN);
      return rows.map(toSuggestion);
    },

    /** The author is always the caller, whatever `user_id` says. */
    async create(
      callerId: number,
      { user_id: claimed, content }: NewSuggestion,
    ): Promise<Suggestion> {
      if (claimed !== undefined && claimed !== callerId) {
        throw new ForbiddenError('not_your_account', suggestionMessages.notYourAccount);
      }
      return toSuggestion(await repository.insert(callerId, content));
    },

    async listForOwner(): Promise<AdminSuggestion[]> {
      return (await repository.listAll()).map(toAdminSuggestion);
    },

    /** Hidden ones leave the home page and stay in the database. */
    async setHidden(id: number, hidden: boolean): Promise<AdminSuggestion> {
      const row = await repository.setHidden(id, hidden);
      if (!row) throw new NotFoundError('suggestion_not_found', suggestionMessages.notFound);
      return toAdminSuggestion(row);
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    // Only the name is public: never the author's email or id.
    user: row.authorName === null ? null : { name: row.authorName },
  };
}

function toAdminSuggestion(row: SuggestionRow): AdminSuggestion {
  return { ...toSuggestion(row), hidden: row.hidden };
}

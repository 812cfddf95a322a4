import { suggestionMessages, type Suggestion } from '@dapur/shared';
import { ForbiddenError } from '../../lib/errors';
import type { SuggestionRow, SuggestionsRepository } from './suggestions.repository';

/** The home page shows the latest few; older ones stay in the database for the owner. */
export const SUGGESTIONS_SHOWN = 50;

export interface NewSuggestion {
  /** The id the client claims to write as; only the caller's own is allowed. */
  claimedUserId: number | undefined;
  content: string;
}

export function createSuggestionsService(repository: SuggestionsRepository) {
  return {
    async listNewest(): Promise<Suggestion[]> {
      const rows = await repository.listNewest(SUGGESTIONS_SHOWN);
      return rows.map(toSuggestion);
    },

    /** The author is always the caller, whatever `user_id` says. */
    async create(callerId: number, { claimedUserId, content }: NewSuggestion): Promise<Suggestion> {
      if (claimedUserId !== undefined && claimedUserId !== callerId) {
        throw new ForbiddenError('not_your_account', suggestionMessages.notYourAccount);
      }
      return toSuggestion(await repository.insert(callerId, content));
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

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suggestions, users } from '../../db/schema/index';

const suggestionColumns = {
  id: suggestions.id,
  content: suggestions.content,
  createdAt: suggestions.createdAt,
  authorName: users.name,
};

export type SuggestionRow = Pick<
  typeof suggestions.$inferSelect,
  'id' | 'content' | 'createdAt'
> & {
  /** Null when the author's account is gone. */
  authorName: string | null;
};

export function createSuggestionsRepository(db: Db) {
  return {
    listNewest(limit: number): Promise<SuggestionRow[]> {
      return db
        .select(suggestionColumns)
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
        .limit(limit);
    },

    async insert(userId: number, content: string): Promise<SuggestionRow> {
      const [inserted] = await db
        .insert(suggestions)
        .values({ userId, content })
        .returning({ id: suggestions.id });
      const [row] = await db
        .select(suggestionColumns)
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .where(eq(suggestions.id, inserted!.id));
      return row!;
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

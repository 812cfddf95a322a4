import { desc, eq } from 'drizzle-orm';
import { isStorableId } from '../../db/ids';
import type { Db } from '../../db/client';
import { suggestions, users } from '../../db/schema/index';

const suggestionColumns = {
  id: suggestions.id,
  content: suggestions.content,
  createdAt: suggestions.createdAt,
  hidden: suggestions.hidden,
  authorName: users.name,
};

export type SuggestionRow = Pick<
  typeof suggestions.$inferSelect,
  'id' | 'content' | 'createdAt' | 'hidden'
> & {
  /** Null when the author's account is gone. */
  authorName: string | null;
};

export function createSuggestionsRepository(db: Db) {
  return {
    /** The newest the family has not hidden: what the home page shows. */
    listNewest(limit: number): Promise<SuggestionRow[]> {
      return db
        .select(suggestionColumns)
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .where(eq(suggestions.hidden, false))
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
        .limit(limit);
    },

    /** Every suggestion, hidden ones too, newest first: for the family. */
    listAll(): Promise<SuggestionRow[]> {
      return db
        .select(suggestionColumns)
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id));
    },

    async setHidden(id: number, hidden: boolean): Promise<SuggestionRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const [updated] = await db
        .update(suggestions)
        .set({ hidden })
        .where(eq(suggestions.id, id))
        .returning({ id: suggestions.id });
      return updated && this.find(updated.id);
    },

    async find(id: number): Promise<SuggestionRow | undefined> {
      const [row] = await db
        .select(suggestionColumns)
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .where(eq(suggestions.id, id));
      return row;
    },

    async insert(userId: number, content: string): Promise<SuggestionRow> {
      const [inserted] = await db
        .insert(suggestions)
        .values({ userId, content })
        .returning({ id: suggestions.id });
      return (await this.find(inserted!.id))!;
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

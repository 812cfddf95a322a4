/** What a customer typed before being sent to log in, so it is still there when they return. */
const DRAFT_KEY = 'suggestion_draft';

export const suggestionDraft = {
  read(): string {
    try {
      return window.sessionStorage.getItem(DRAFT_KEY) ?? '';
    } catch {
      return '';
    }
  },
  keep(content: string): void {
    try {
      if (content.trim() !== '') window.sessionStorage.setItem(DRAFT_KEY, content);
    } catch {
      // Losing a draft is a pity, not an error.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

import type { Suggestion } from '@dapur/shared/suggestions';
import { formatSuggestionDate } from '../lib/format-suggestion-date';
import { suggestionMessages } from '../messages';

export function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5">
      <p className="leading-relaxed break-words whitespace-pre-line text-ink">
        {suggestion.content}
      </p>
      <footer className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-brand-800">
          {suggestion.user?.name ?? suggestionMessages.anonymous}
        </span>
        <time dateTime={suggestion.created_at} className="text-ink-muted">
          {formatSuggestionDate(suggestion.created_at)}
        </time>
      </footer>
    </article>
  );
}

import { clsx } from 'clsx';
import type { AdminSuggestion } from '@dapur/shared/suggestions';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../lib/format-date';
import { ownerShopMessages } from '../messages';

export interface SuggestionCardProps {
  suggestion: AdminSuggestion;
  busy: boolean;
  error?: string | undefined;
  onToggle: (hidden: boolean) => void;
}

/** One suggestion with its author and day; hidden ones are faded and say so in words. */
export function SuggestionCard({ suggestion, busy, error, onToggle }: SuggestionCardProps) {
  const author = suggestion.user?.name ?? ownerShopMessages.anonymous;
  return (
    <article
      aria-label={`Saran dari ${author}`}
      className={clsx(
        'flex h-full flex-col gap-3 rounded-2xl border p-4 sm:p-5',
        suggestion.hidden
          ? 'border-dashed border-cream-300 bg-cream-100'
          : 'border-cream-200 bg-white',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-brand-800">{author}</span>
        <time dateTime={suggestion.created_at} className="text-ink-muted">
          {formatDay(suggestion.created_at)}
        </time>
      </header>
      {suggestion.hidden ? (
        <p className="self-start rounded-full bg-ink/10 px-3 py-1 text-sm font-semibold text-ink">
          Disembunyikan dari halaman utama
        </p>
      ) : null}
      <p
        className={clsx(
          'leading-relaxed break-words whitespace-pre-line',
          suggestion.hidden ? 'text-ink-muted' : 'text-ink',
        )}
      >
        {suggestion.content}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <Button
        variant={suggestion.hidden ? 'primary' : 'secondary'}
        className="mt-auto self-start"
        disabled={busy}
        onClick={() => onToggle(!suggestion.hidden)}
      >
        {suggestion.hidden ? 'Tampilkan lagi' : 'Sembunyikan'}
      </Button>
    </article>
  );
}

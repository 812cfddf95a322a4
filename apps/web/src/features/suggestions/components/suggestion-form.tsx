import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SUGGESTION_MAX_LENGTH, SUGGESTION_NOTICE_MS } from '@dapur/shared/limits';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { isHttpStatus } from '../../../lib/api-error';
import { useTimedValue } from '../../../lib/use-timed-value';
import { useCreateSuggestion } from '../api/create-suggestion';
import { suggestionDraft } from '../lib/suggestion-draft';
import { suggestionMessages } from '../messages';
import { LoginToSuggestDialog } from './login-to-suggest-dialog';

/**
 * The about page is public and read far more often than a suggestion is sent: its check
 * (zod, about 40 KB) loads when the form is first checked, not with the page.
 */
const suggestionFormResolver: Resolver<{ content: string }> = async (...check) =>
  (await import('../lib/suggestion-form-resolver')).suggestionFormResolver(...check);

export interface SuggestionFormProps {
  loggedIn: boolean;
  /** The customer's id, sent as `user_id` (the server takes the token's user without it). */
  userId?: number;
}

type Prompt = 'visitor' | 'session-ended' | null;

/** The about page's suggestion form (spec §2, §6, §8). */
export function SuggestionForm({ loggedIn, userId }: SuggestionFormProps) {
  const navigate = useNavigate();
  const create = useCreateSuggestion();
  const notice = useTimedValue<{ tone: 'success' | 'error'; text: string }>(SUGGESTION_NOTICE_MS);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [draft] = useState(suggestionDraft.read);
  useEffect(() => suggestionDraft.clear(), []);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: suggestionFormResolver,
    defaultValues: { content: draft },
  });

  const onSubmit = handleSubmit(({ content }) => {
    if (!loggedIn) {
      setPrompt('visitor');
      return;
    }
    notice.hide();
    create.mutate(
      { user_id: userId, content },
      {
        onSuccess: () => {
          reset({ content: '' });
          notice.show({ tone: 'success', text: suggestionMessages.sent });
        },
        onError: (error) => {
          if (isHttpStatus(error, 401)) setPrompt('session-ended');
          else notice.show({ tone: 'error', text: suggestionMessages.sendFailed });
        },
      },
    );
  });

  function goToLogin() {
    suggestionDraft.keep(getValues('content'));
    setPrompt(null);
    void navigate('/login', { state: { from: '/about' } });
  }

  return (
    <section
      aria-labelledby="suggestion-form-title"
      className="mt-12 rounded-2xl border border-cream-200 bg-white p-6 shadow-sm"
    >
      <h2 id="suggestion-form-title" className="text-2xl font-bold text-ink">
        Kirim Saran
      </h2>
      <p className="mt-2 text-ink-muted">
        Ceritakan pengalaman Anda atau menu yang ingin Anda coba. Saran Anda tampil di beranda.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <TextareaField
          label="Saran Anda"
          rows={4}
          maxLength={SUGGESTION_MAX_LENGTH}
          required
          hint={`Maksimal ${SUGGESTION_MAX_LENGTH} karakter.`}
          error={errors.content?.message}
          {...register('content')}
        />
        {notice.value ? <Notice tone={notice.value.tone}>{notice.value.text}</Notice> : null}
        <Button type="submit" className="self-start" disabled={create.isPending}>
          Kirim Saran
        </Button>
      </form>
      <LoginToSuggestDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) setPrompt(null);
        }}
        title={prompt === 'session-ended' ? 'Sesi berakhir' : 'Login diperlukan'}
        message={
          prompt === 'session-ended'
            ? suggestionMessages.sessionEnded
            : suggestionMessages.loginToSuggest
        }
        onLogin={goToLogin}
      />
    </section>
  );
}

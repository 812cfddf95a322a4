import { useId, useState, type FormEvent } from 'react';
import { cancelReasons, orderMessages } from '@dapur/shared/orders';
import { TEXT_MAX_LENGTH } from '@dapur/shared/limits';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import { actionMessages } from '../messages';

type ReasonChoice = keyof typeof cancelReasons | 'other';

// A drawn radio on a 44 px target, so a thumb hits the control itself, not only its label;
// in forced-colours mode (where backgrounds vanish) the browser's own radio comes back.
const radioClasses = [
  'size-11 shrink-0 cursor-pointer appearance-none rounded-full forced-colors:appearance-auto',
  'bg-[radial-gradient(circle,white_0_9px,var(--color-ink-muted)_9px_11px,transparent_11px)]',
  'checked:bg-[radial-gradient(circle,var(--color-brand-700)_0_5px,white_5px_9px,var(--color-brand-700)_9px_11px,transparent_11px)]',
].join(' ');

export interface CancelOrderDialogProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's refusal, shown in the dialog so nothing chosen or typed is lost. */
  error?: string | undefined;
  /** The reason as the customer will read it: the chosen one's words, or the owner's own. */
  onConfirm: (reason: string) => void;
}

/** Cancelling needs a reason the customer is told: one of the usual ones, or "Lainnya" in words. */
export function CancelOrderDialog({
  orderId,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: CancelOrderDialogProps) {
  const groupId = useId();
  const [choice, setChoice] = useState<ReasonChoice | null>(null);
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<{ on: 'choice' | 'other'; message: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return setProblem({ on: 'choice', message: actionMessages.chooseReason });
    const reason = choice === 'other' ? other.trim() : cancelReasons[choice];
    if (reason === '') {
      return setProblem({ on: 'other', message: orderMessages.cancelReasonRequired });
    }
    setProblem(null);
    onConfirm(reason);
  }

  const choices = [
    ...Object.entries(cancelReasons).map(([value, label]) => ({
      value: value as ReasonChoice,
      label,
    })),
    { value: 'other' as const, label: actionMessages.otherReason },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="danger"
      title={actionMessages.cancelTitle(orderId)}
      description={actionMessages.cancelDescription}
    >
      <form onSubmit={submit} noValidate className="flex w-full flex-col gap-4">
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={problem?.on === 'choice' ? `${groupId}-error` : undefined}
        >
          <legend className="mb-2 font-semibold text-ink">{actionMessages.reasonLegend}</legend>
          {choices.map(({ value, label }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg pr-2 hover:bg-cream-100"
            >
              <input
                type="radio"
                name={`${groupId}-reason`}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setProblem(null);
                }}
                className={radioClasses}
              />
              <span>{label}</span>
            </label>
          ))}
          {problem?.on === 'choice' ? (
            <FieldError id={`${groupId}-error`}>{problem.message}</FieldError>
          ) : null}
        </fieldset>
        {choice === 'other' ? (
          <TextField
            label={actionMessages.otherReasonLabel}
            value={other}
            onChange={(event) => {
              setOther(event.target.value);
              setProblem(null);
            }}
            maxLength={TEXT_MAX_LENGTH}
            required
            autoFocus
            error={problem?.on === 'other' ? problem.message : undefined}
          />
        ) : null}
        {error ? (
          <p role="alert" className="font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose>{actionMessages.back}</DialogClose>
          <DangerButton type="submit" disabled={pending}>
            {pending ? actionMessages.saving : actionMessages.cancelConfirm}
          </DangerButton>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, type ReactNode } from 'react';
import { describedBy, fieldControlClasses } from './field-classes';
import { FieldError, FieldHint } from './field-message';

interface FieldOptions {
  /** Shown under the control and tied to it; the control is marked invalid while it is set. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}

/** Ids and ARIA wiring so a screen reader reads a control with its hint and error. */
export function useField({ error, hint, className }: FieldOptions) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    ids: { id, hintId, errorId },
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint ? hintId : false, error ? errorId : false),
      className: fieldControlClasses(Boolean(error), className),
    },
  };
}

interface FieldFrameProps extends FieldOptions {
  ids: ReturnType<typeof useField>['ids'];
  label: ReactNode;
  children: ReactNode;
}

/** The label above a control, its hint and error below. */
export function FieldFrame({ ids, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.id} className="font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

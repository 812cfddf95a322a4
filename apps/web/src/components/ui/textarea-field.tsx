import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy, fieldControlClasses } from './field-classes';
import { FieldError, FieldHint } from './field-message';

export interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea whose hint and error a screen reader reads with it. */
export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
        className={fieldControlClasses(Boolean(error), className)}
        {...props}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

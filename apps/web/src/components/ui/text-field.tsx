import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, fieldControlClasses } from './field-classes';
import { FieldError, FieldHint } from './field-message';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and tied to it; the field is marked invalid while it is set. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error a screen reader reads with it. */
export function TextField({
  label,
  error,
  hint,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type={type}
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

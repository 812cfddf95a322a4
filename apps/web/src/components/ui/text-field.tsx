import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useField } from './field';

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
  const field = useField({ error, hint, className });
  return (
    <FieldFrame ids={field.ids} label={label} hint={hint} error={error}>
      <input type={type} {...field.controlProps} {...props} />
    </FieldFrame>
  );
}

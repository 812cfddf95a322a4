import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField } from './field';

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
  const field = useField({ error, hint, className });
  return (
    <FieldFrame ids={field.ids} label={label} hint={hint} error={error}>
      <textarea {...field.controlProps} {...props} />
    </FieldFrame>
  );
}

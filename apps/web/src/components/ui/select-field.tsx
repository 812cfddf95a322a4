import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useField } from './field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error a screen reader reads with it. */
export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const field = useField({ error, hint, className: className ?? 'min-h-11' });
  return (
    <FieldFrame ids={field.ids} label={label} hint={hint} error={error}>
      <select {...field.controlProps} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

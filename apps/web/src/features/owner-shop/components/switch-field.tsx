import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { clsx } from 'clsx';
import { FieldHint } from '../../../components/ui/field-message';

export interface SwitchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'role'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** What the state is called, shown beside the switch so it is not told by colour alone. */
  onText?: string;
  offText?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off setting: a checkbox that looks and announces itself as a switch, 44 px tall. */
export function SwitchField({
  label,
  hint,
  onText = 'Aktif',
  offText = 'Mati',
  checked,
  className,
  ...props
}: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          className="peer sr-only"
          {...props}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
            'border-cream-300 bg-cream-200 peer-checked:border-brand-700 peer-checked:bg-brand-700',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
            'peer-disabled:opacity-60',
            'after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
            'peer-checked:after:translate-x-5',
          )}
        />
        <span className="flex-1 font-semibold text-ink">{label}</span>
        {checked === undefined ? null : (
          <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
            {checked ? onText : offText}
          </span>
        )}
      </label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

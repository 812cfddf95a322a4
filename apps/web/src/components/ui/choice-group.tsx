import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { clsx } from 'clsx';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** Shown under the label, and read with it. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<Value extends string> {
  legend: ReactNode;
  choices: readonly Choice<Value>[];
  /** What `register(name)` gives: each choice is a radio button of that field. */
  field: UseFormRegisterReturn;
  className?: string;
}

/**
 * A few radio buttons side by side, each a large tap target: "Diantar" or "Ambil sendiri".
 * Each is named by its label and described by its description (why it cannot be chosen).
 */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  field,
  className,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className={clsx('flex flex-col gap-1.5', className)}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-cream-300 bg-white px-3 py-2.5',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700',
              'has-disabled:cursor-not-allowed has-disabled:bg-cream-100 has-disabled:opacity-70',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={choice.description ? `${id}-${choice.value}-about` : undefined}
              {...field}
              disabled={choice.disabled}
            />
            <span className="flex flex-col">
              <span id={`${id}-${choice.value}`} className="font-semibold text-ink">
                {choice.label}
              </span>
              {choice.description ? (
                <span id={`${id}-${choice.value}-about`} className="text-sm text-ink-muted">
                  {choice.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

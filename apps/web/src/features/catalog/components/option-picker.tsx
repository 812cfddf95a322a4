import { useId } from 'react';
import { clsx } from 'clsx';
import { groupRuleLabel, type OptionGroup } from '@dapur/shared/dish-options';
import { describedBy } from '../../../components/ui/field-classes';
import { SOLD_OUT_LABEL } from '../../../components/ui/sold-out-badge';
import { formatPriceDelta } from '../../../lib/format-price';
import { optionFieldName } from '../lib/dish-choice';

export interface OptionPickerProps {
  groups: readonly OptionGroup[];
  /** The ticked options, as the form shows them. */
  chosen: readonly number[];
  /** What is wrong with the choice after a tap, shown in its group. */
  problem: { groupId: number | null; message: string } | null;
}

/**
 * The ways a dish comes, a fieldset per group: radio buttons for one choice, checkboxes up
 * to the group's `max` (the rest are disabled once it is reached). Plain form fields,
 * uncontrolled: the form's action reads them from FormData, also for a tap made before the
 * page hydrated; `chosen` only sets what they show after React resets the form.
 */
export function OptionPicker({ groups, chosen, problem }: OptionPickerProps) {
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <OptionGroupFieldset
          key={group.id}
          group={group}
          chosen={chosen}
          message={problem?.groupId === group.id ? problem.message : null}
        />
      ))}
    </div>
  );
}

function OptionGroupFieldset({
  group,
  chosen,
  message,
}: {
  group: OptionGroup;
  chosen: readonly number[];
  message: string | null;
}) {
  const id = useId();
  const single = group.max === 1;
  const ticked = group.options.filter((option) => chosen.includes(option.id)).length;
  const full = !single && ticked >= group.max;
  return (
    <fieldset
      data-group={group.id}
      aria-describedby={describedBy(`${id}-rule`, message ? `${id}-problem` : false)}
      className="flex flex-col gap-2"
    >
      <legend className="flex items-center gap-2 font-semibold text-ink">
        {group.name}{' '}
        {group.required ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
            Wajib
          </span>
        ) : null}
      </legend>
      <p id={`${id}-rule`} className="-mt-1 text-sm text-ink-muted">
        {groupRuleLabel(group)}
      </p>
      {group.options.map((option) => {
        const checked = chosen.includes(option.id);
        const change = formatPriceDelta(option.price_delta);
        return (
          <label
            key={option.id}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-cream-300 bg-white px-3 py-2',
              'has-checked:border-brand-700 has-checked:bg-brand-50',
              'has-disabled:cursor-not-allowed has-disabled:bg-cream-100 has-disabled:opacity-70',
            )}
          >
            <input
              type={single ? 'radio' : 'checkbox'}
              name={optionFieldName(group)}
              value={option.id}
              defaultChecked={checked}
              disabled={!option.is_available || (full && !checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 flex-1 text-ink">{option.name}</span>{' '}
            {option.is_available ? (
              change ? (
                <span className="text-sm whitespace-nowrap text-ink-muted tabular-nums">
                  {change}
                </span>
              ) : null
            ) : (
              <span className="rounded-full bg-bark-900 px-2 py-0.5 text-xs font-bold text-white uppercase">
                {SOLD_OUT_LABEL}
              </span>
            )}
          </label>
        );
      })}
      {message ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

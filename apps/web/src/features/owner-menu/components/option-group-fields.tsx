import { useId } from 'react';
import { useFieldArray, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { groupRuleLabel, OPTIONS_PER_GROUP_MAX } from '@dapur/shared/dish-options';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { FieldError } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import {
  newOption,
  type GroupChoice,
  type OptionGroupsControl,
  type OptionGroupsFormValues,
} from '../lib/option-groups-form';
import { MoveRemoveButtons } from './move-remove-buttons';
import { OptionFields } from './option-fields';

const choices = [
  { value: 'one', label: 'Pilih satu', description: 'Misalnya paha atau dada.' },
  {
    value: 'many',
    label: 'Boleh lebih dari satu',
    description: 'Misalnya tambah telur dan tempe.',
  },
] as const satisfies readonly { value: GroupChoice; label: string; description: string }[];

/** A message on an array: the resolver puts it on `root` once the array has fields. */
function arrayMessage(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.root?.message ?? error?.message;
}

export interface OptionGroupFieldsProps {
  index: number;
  count: number;
  control: OptionGroupsControl;
  register: UseFormRegister<OptionGroupsFormValues>;
  errors: FieldErrors<OptionGroupsFormValues>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One group: its name, whether it must be chosen, how many may be, and its options. */
export function OptionGroupFields({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: OptionGroupFieldsProps) {
  const path = `option_groups.${index}` as const;
  const options = useFieldArray({ control, name: `${path}.options` });
  const [name, required, choice, min, max] = useWatch({
    control,
    name: [`${path}.name`, `${path}.required`, `${path}.choice`, `${path}.min`, `${path}.max`],
  });
  const groupErrors = errors.option_groups?.[index];
  const requiredHintId = useId();
  const optionsErrorId = useId();
  const title = name.trim() || `Grup ${index + 1}`;
  const many = choice === 'many';
  const minShown = many && required;
  // A rule's message whose field is hidden (or none) shows under the choice of rule.
  const ruleErrors = [
    minShown ? undefined : groupErrors?.min?.message,
    many ? undefined : groupErrors?.max?.message,
    groupErrors?.required?.message,
  ].filter((message): message is string => !!message);
  const optionsError = arrayMessage(groupErrors?.options);
  const preview = rulePreview(required, many, min, max);

  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-cream-300 bg-cream-50 p-3 sm:p-4">
      <legend className="mb-1 text-lg font-bold text-ink">{title}</legend>
      <TextField
        label="Nama grup"
        autoComplete="off"
        required
        hint="Misalnya Bagian, Level pedas, Tambahan."
        error={groupErrors?.name?.message}
        {...register(`${path}.name`)}
      />
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            aria-describedby={requiredHintId}
            className="size-6 accent-brand-700"
            {...register(`${path}.required`)}
          />
          Wajib dipilih
        </label>
        <p id={requiredHintId} className="text-sm text-ink-muted">
          Pelanggan harus memilih sebelum memesan.
        </p>
      </div>
      <ChoiceGroup legend="Cara memilih" choices={choices} field={register(`${path}.choice`)} />
      {many ? (
        <div className="grid grid-cols-2 gap-3">
          {minShown ? (
            <TextField
              label="Paling sedikit"
              inputMode="numeric"
              autoComplete="off"
              error={groupErrors?.min?.message}
              {...register(`${path}.min`)}
            />
          ) : null}
          <TextField
            label="Paling banyak"
            inputMode="numeric"
            autoComplete="off"
            error={groupErrors?.max?.message}
            {...register(`${path}.max`)}
          />
        </div>
      ) : null}
      {ruleErrors.map((message, ruleIndex) => (
        <FieldError key={message} id={`${requiredHintId}-rule-${ruleIndex}`}>
          {message}
        </FieldError>
      ))}
      {preview ? <p className="text-sm text-ink-muted">Pelanggan melihat: {preview}</p> : null}
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-ink">Pilihan di {title}</h3>
        {options.fields.length === 0 ? (
          <p className="text-ink-muted">Belum ada pilihan.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {options.fields.map((field, optionIndex) => (
              <li key={field.id}>
                <OptionFields
                  groupIndex={index}
                  index={optionIndex}
                  count={options.fields.length}
                  control={control}
                  register={register}
                  errors={errors}
                  onMove={(to) => options.move(optionIndex, to)}
                  onRemove={() => options.remove(optionIndex)}
                />
              </li>
            ))}
          </ol>
        )}
        {optionsError ? <FieldError id={optionsErrorId}>{optionsError}</FieldError> : null}
        <Button
          variant="secondary"
          className="self-start"
          aria-label={`Tambah pilihan ke ${title}`}
          aria-describedby={optionsError ? optionsErrorId : undefined}
          disabled={options.fields.length >= OPTIONS_PER_GROUP_MAX}
          onClick={() =>
            options.append(newOption(), {
              focusName: `${path}.options.${options.fields.length}.name`,
            })
          }
        >
          Tambah pilihan
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-cream-300 pt-3">
        <span className="text-sm text-ink-muted">Urutan dan hapus grup</span>
        <MoveRemoveButtons
          what={`grup ${title}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </fieldset>
  );
}

/** The rule as the dish page will word it ("Pilih 1", "Pilih maks. 2"), when the numbers are. */
function rulePreview(required: boolean, many: boolean, min: string, max: string): string {
  if (!many) return groupRuleLabel({ min: required ? 1 : 0, max: 1 });
  const most = Number(max);
  const least = required ? Number(min) : 0;
  if (!/^\d+$/.test(max.trim()) || (required && !/^\d+$/.test(min.trim()))) return '';
  if (most < 1 || least > most) return '';
  return groupRuleLabel({ min: least, max: most });
}

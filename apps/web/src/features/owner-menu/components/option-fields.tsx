import { useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import type { OptionGroupsControl, OptionGroupsFormValues } from '../lib/option-groups-form';
import { parsePriceDelta } from '../lib/option-groups-form';
import { formatPriceDelta } from '../../../lib/format-price';
import { MoveRemoveButtons } from './move-remove-buttons';

const priceHint = 'Kosongkan bila harganya sama. Untuk potongan tulis minus, misalnya -2000.';

export interface OptionFieldsProps {
  groupIndex: number;
  index: number;
  count: number;
  control: OptionGroupsControl;
  register: UseFormRegister<OptionGroupsFormValues>;
  errors: FieldErrors<OptionGroupsFormValues>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One option of a group: its name and what it adds to the price, with up, down and remove. */
export function OptionFields({
  groupIndex,
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: OptionFieldsProps) {
  const path = `option_groups.${groupIndex}.options.${index}` as const;
  const [name, priceText] = useWatch({
    control,
    name: [`${path}.name`, `${path}.price_delta`],
  });
  const optionErrors = errors.option_groups?.[groupIndex]?.options?.[index];
  const price = parsePriceDelta(priceText);
  // What the customer will read, once the price is one: "+Rp 5.000", "Potongan Rp 2.000".
  const shown = price === null ? '' : formatPriceDelta(price);
  const label = `Pilihan ${index + 1}`;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-cream-200 p-3">
      <legend className="font-semibold text-ink">{label}</legend>
      <TextField
        label="Nama pilihan"
        autoComplete="off"
        required
        error={optionErrors?.name?.message}
        {...register(`${path}.name`)}
      />
      <TextField
        label="Tambahan harga (Rp)"
        autoComplete="off"
        hint={shown ? `Pelanggan melihat: ${shown}. ${priceHint}` : priceHint}
        error={optionErrors?.price_delta?.message}
        {...register(`${path}.price_delta`)}
      />
      <MoveRemoveButtons
        what={name.trim() || label.toLowerCase()}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
    </fieldset>
  );
}

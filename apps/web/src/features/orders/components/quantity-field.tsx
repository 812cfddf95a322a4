import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { TextField } from '../../../components/ui/text-field';
import { clampQuantity } from '../lib/order-request';

export interface QuantityFieldProps {
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * Portions, as a number box. Anything below 1 becomes 1 at once (spec §5), anything above
 * 99 becomes 99; an emptied box counts as 1 and shows it again when left.
 */
export function QuantityField({ value, onChange }: QuantityFieldProps) {
  const [text, setText] = useState(String(value));

  function change(input: HTMLInputElement) {
    const raw = input.value;
    if (raw.trim() === '') {
      setText('');
      onChange(QUANTITY_MIN);
      return;
    }
    const parsed = Number(raw);
    const quantity = Number.isFinite(parsed) ? clampQuantity(parsed) : QUANTITY_MIN;
    // Typed 0 over a 1, the text stays "1": nothing to render again, so the box is put right here.
    if (raw !== String(quantity)) input.value = String(quantity);
    setText(String(quantity));
    onChange(quantity);
  }

  return (
    <TextField
      label="Jumlah"
      type="number"
      inputMode="numeric"
      min={QUANTITY_MIN}
      max={QUANTITY_MAX}
      step={1}
      required
      hint={`Jumlah porsi, ${QUANTITY_MIN}–${QUANTITY_MAX}.`}
      value={text}
      onChange={(event) => change(event.currentTarget)}
      onBlur={() => setText(String(value))}
      className="max-w-32"
    />
  );
}

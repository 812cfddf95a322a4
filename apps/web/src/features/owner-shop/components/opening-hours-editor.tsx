import {
  useFieldArray,
  useFormContext,
  type FieldArrayWithId,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import { DAY_NAMES, OPENINGS_PER_DAY_MAX, WEEK_FROM_MONDAY } from '@dapur/shared/restaurant';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import { insertionIndex, nextOpening, type RestaurantFormValues } from '../lib/restaurant-form';
import { ownerShopMessages } from '../messages';
import { SwitchField } from './switch-field';

/** `Jam buka`, then `Jam buka sesi 2` for a second opening the same day. */
function sessionLabel(label: string, position: number) {
  return position === 0 ? label : `${label} sesi ${position + 1}`;
}

interface DayHoursProps {
  day: number;
  fields: FieldArrayWithId<RestaurantFormValues, 'opening_hours'>[];
  insert: UseFieldArrayReturn<RestaurantFormValues, 'opening_hours'>['insert'];
  remove: UseFieldArrayReturn<RestaurantFormValues, 'opening_hours'>['remove'];
}

function DayHours({ day, fields, insert, remove }: DayHoursProps) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();

  const openings = fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.day === day);
  const isOpen = openings.length > 0;
  const name = DAY_NAMES[day];

  const add = () => {
    const current = getValues('opening_hours');
    insert(insertionIndex(current, day), nextOpening(current, day));
  };
  const close = () => remove(openings.map(({ index }) => index));

  return (
    <div
      role="group"
      aria-label={name}
      className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-cream-50 p-3 sm:p-4"
    >
      <SwitchField
        label={<span className="text-lg font-bold">{name}</span>}
        aria-label={`${name}, buka`}
        onText="Buka"
        offText="Tutup"
        checked={isOpen}
        onChange={(event) => (event.target.checked ? add() : close())}
      />
      {isOpen ? (
        <ul className="flex flex-col gap-3">
          {openings.map(({ field, index }, position) => {
            const rangeErrors = errors.opening_hours?.[index];
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-x-2 gap-y-1"
              >
                <TextField
                  type="time"
                  label={sessionLabel('Jam buka', position)}
                  required
                  className="min-w-0"
                  error={rangeErrors?.open?.message ?? rangeErrors?.day?.message}
                  {...register(`opening_hours.${index}.open`)}
                />
                <TextField
                  type="time"
                  label={sessionLabel('Jam tutup', position)}
                  required
                  className="min-w-0"
                  error={rangeErrors?.close?.message ?? rangeErrors?.message}
                  {...register(`opening_hours.${index}.close`)}
                />
                {openings.length > 1 ? (
                  <Button
                    variant="ghost"
                    className="col-span-2 -ml-2 justify-self-start"
                    onClick={() => remove(index)}
                  >
                    Hapus sesi {position + 1}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-ink-muted">Tutup sepanjang hari.</p>
      )}
      {isOpen && openings.length < OPENINGS_PER_DAY_MAX ? (
        <Button variant="ghost" className="-ml-2 self-start" onClick={add}>
          <span aria-hidden="true">+</span> Tambah jam
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The week's opening hours, Monday first: each day closed, or one to three openings (a break
 * at noon is two). The openings stay one list in the form, in the order they are sent, so
 * the server's `opening_hours.N.close` lands under the right field.
 */
export function OpeningHoursEditor() {
  const {
    control,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const { fields, insert, remove } = useFieldArray({ control, name: 'opening_hours' });
  const listError = errors.opening_hours?.message ?? errors.opening_hours?.root?.message;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">{ownerShopMessages.hoursHint}</p>
      {listError ? <FieldError id="opening-hours-error">{listError}</FieldError> : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {WEEK_FROM_MONDAY.map((day) => (
          <DayHours key={day} day={day} fields={fields} insert={insert} remove={remove} />
        ))}
      </div>
    </div>
  );
}

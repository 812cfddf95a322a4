import { useId } from 'react';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/field-classes';
import { formatDayLong, isDay, shiftDay } from '../lib/jakarta-time';

/** A day in Jakarta: the day before or after in one tap, any day from the calendar, back to today. */
export function DayPicker({
  value,
  today,
  onChange,
  label = 'Hari',
  className,
}: {
  value: string;
  today: string;
  onChange: (day: string) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Hari sebelumnya"
          onClick={() => onChange(shiftDay(value, -1))}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <input
          id={id}
          type="date"
          value={value}
          onChange={(event) => {
            if (isDay(event.target.value)) onChange(event.target.value);
          }}
          aria-describedby={`${id}-long`}
          className={fieldControlClasses(false, 'min-h-11 min-w-0 flex-1')}
        />
        <Button
          variant="secondary"
          aria-label="Hari berikutnya"
          onClick={() => onChange(shiftDay(value, 1))}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <p
        id={`${id}-long`}
        className="flex min-h-11 flex-wrap items-center gap-x-3 text-sm text-ink-muted"
      >
        <span>{value === today ? `Hari ini, ${formatDayLong(value)}` : formatDayLong(value)}</span>
        {value === today ? null : (
          <Button variant="ghost" className="-ml-2" onClick={() => onChange(today)}>
            Kembali ke hari ini
          </Button>
        )}
      </p>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ASAP_LABEL, ORDER_DAYS_AHEAD } from '@dapur/shared/ordering';
import { addDays, dayLabel, shopMoment } from '@dapur/shared/shop-time';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingText } from '../../../components/ui/spinner';
import { useSlots } from '../../../lib/shop-slots';
import type { OrderFormOutput, OrderFormValues } from '../lib/order-form';
import { orderMessages } from '../messages';

export interface DueTimePickerProps {
  form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;
  /** The dishes ordered: a catering dish's days ahead apply to the times offered. */
  foodIds: readonly number[];
}

/** The day of a slot's instant on the restaurant's clock. */
function dayOf(at: string): string {
  return shopMoment(new Date(at)).date;
}

/**
 * "Secepatnya" or a day and a time from the server's slots. The days run from the shop's
 * today (the server's clock, not the phone's) for as far ahead as orders are taken; each day
 * asks the server for its times. While an order for as soon as possible is not taken (closed,
 * paused, a catering dish), "Secepatnya" says why and the form starts on the earliest day.
 */
export function DueTimePicker({ form, foodIds }: DueTimePickerProps) {
  const { register, setValue, control, formState } = form;
  const first = useSlots({ foodIds });
  const meta = first.data?.meta;
  const when = useWatch({ control, name: 'when' });
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const asapRefused = meta ? !meta.asap.available : false;

  // Ordering "as soon as possible" cannot be sent: choose a time instead, from the earliest day.
  useEffect(() => {
    if (asapRefused && form.getValues('when') === 'asap') setValue('when', 'later');
  }, [asapRefused, form, setValue]);

  const today = meta?.today;
  const day = chosenDay ?? (meta?.earliest ? dayOf(meta.earliest.at) : today);
  const other = useSlots({ date: day, foodIds }, { enabled: Boolean(day) && day !== today });
  const daySlots = day === today ? first : other;

  if (!meta) {
    return first.isError && !first.isFetching ? (
      <ErrorAlert message={orderMessages.slotsLoadFailed} onRetry={() => void first.refetch()} />
    ) : (
      <LoadingText>{orderMessages.slotsLoading}</LoadingText>
    );
  }

  const days = Array.from({ length: ORDER_DAYS_AHEAD + 1 }, (_, ahead) =>
    addDays(meta.today, ahead),
  );
  const earliest = meta.earliest
    ? `${dayLabel(dayOf(meta.earliest.at), meta.today)} pukul ${meta.earliest.label}`
    : null;
  const timeError = formState.errors.scheduled_for?.message;

  function chooseDay(next: string) {
    setChosenDay(next);
    setValue('scheduled_for', null);
  }

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Waktu pesanan"
        field={register('when')}
        choices={[
          {
            value: 'asap',
            label: ASAP_LABEL,
            description: asapRefused ? meta.asap.reason : 'Disiapkan begitu pesanan masuk.',
            disabled: asapRefused,
          },
          { value: 'later', label: 'Pilih waktu', description: 'Hari dan jam yang Anda mau.' },
        ]}
      />
      {when === 'later' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Hari"
            value={day ?? ''}
            onChange={(event) => chooseDay(event.target.value)}
          >
            {days.map((option) => (
              <option key={option} value={option}>
                {dayLabel(option, meta.today)}
              </option>
            ))}
          </SelectField>
          {daySlots.data ? (
            daySlots.data.data.length > 0 ? (
              <SelectField
                label="Jam"
                error={timeError}
                hint={earliest ? orderMessages.earliest(earliest) : undefined}
                {...register('scheduled_for', {
                  setValueAs: (value: string | null) => (value ? value : null),
                })}
              >
                <option value="">Pilih jam</option>
                {daySlots.data.data.map((slot) => (
                  <option key={slot.at} value={slot.at}>
                    {slot.label}
                  </option>
                ))}
              </SelectField>
            ) : (
              <div role="status" className="flex flex-col gap-1 text-ink sm:pt-8">
                <p className="font-medium">{orderMessages.noSlots}</p>
                {earliest ? (
                  <p className="text-sm text-ink-muted">{orderMessages.earliest(earliest)}</p>
                ) : null}
                {timeError ? (
                  <p className="text-sm font-medium text-danger-700">{timeError}</p>
                ) : null}
              </div>
            )
          ) : daySlots.isError && !daySlots.isFetching ? (
            <ErrorAlert
              message={orderMessages.slotsLoadFailed}
              onRetry={() => void daySlots.refetch()}
            />
          ) : (
            <LoadingText>{orderMessages.slotsLoading}</LoadingText>
          )}
        </div>
      ) : timeError ? (
        <p className="text-sm font-medium text-danger-700">{timeError}</p>
      ) : null}
    </div>
  );
}

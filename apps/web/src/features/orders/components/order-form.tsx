import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { fulfilmentLabels, ORDER_NOTE_MAX_LENGTH, type Fulfilment } from '@dapur/shared/ordering';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ContactFields } from '../../../components/ui/contact-fields';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getErrorMessage } from '../../../lib/error-message';
import { useRestaurant } from '../../../lib/restaurant';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { slotsQueryKey } from '../../../lib/shop-slots';
import {
  hasMissingSpecField,
  orderChoicesFrom,
  orderFieldNames,
  orderFormFieldsSchema,
  orderValuesFrom,
  type DeliveryProfile,
  type OrderChoices,
  type OrderFormOutput,
  type OrderFormValues,
} from '../lib/order-form';
import { orderMessages } from '../messages';
import { DueTimePicker } from './due-time-picker';

export interface OrderFormProps {
  profile: DeliveryProfile | undefined;
  /** The dishes ordered, for the times their lead times allow. */
  foodIds: readonly number[];
  /** Spec §5: each order form words "fill in every field" its own way. */
  missingFieldsMessage: string;
  /** Sending, or sent and on the way to payment: the button stays disabled. */
  busy: boolean;
  /** The last failed attempt, shown as the server's message, else 'Failed to create order'. */
  error: unknown;
  /** Further submits are ignored until the promise settles. */
  onSubmit: (choices: OrderChoices) => Promise<void>;
  /**
   * What to show above the button (quantity, totals), given the restaurant's delivery fee
   * for a delivery, or undefined for a pickup (no fee).
   */
  summary?: (deliveryFee: number | undefined) => ReactNode;
}

/** Where a pickup is collected: the restaurant's own address. */
function PickupAddress() {
  const restaurant = useRestaurant().data;
  if (!restaurant) return null;
  return (
    <div className="rounded-xl border border-cream-200 bg-cream-100 p-4 text-ink">
      <p className="font-semibold">{orderMessages.pickupAt}</p>
      <p className="font-medium">{restaurant.name}</p>
      <p className="break-words whitespace-pre-line">{restaurant.address}</p>
    </div>
  );
}

/**
 * An order's form: delivered or picked up, as soon as possible or at a chosen time, who
 * receives it (filled in from the profile; no address for a pickup) and a note. A refusal
 * keeps everything typed; a refused time shows under "Waktu pesanan" and the times are asked
 * for again.
 */
export function OrderForm({
  profile,
  foodIds,
  missingFieldsMessage,
  busy,
  error,
  onSubmit,
  summary,
}: OrderFormProps) {
  const queryClient = useQueryClient();
  const [missingFields, setMissingFields] = useState(false);
  // Validation is asynchronous, so two quick taps both get past it before `busy` is set.
  const sending = useRef(false);
  // The profile may arrive after the form shows; it fills only the fields not yet typed in.
  const profileValues = useMemo(() => (profile ? orderValuesFrom(profile) : undefined), [profile]);
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver: zodResolver(orderFormFieldsSchema),
    defaultValues: orderValuesFrom(undefined),
    values: profileValues,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form;
  const fulfilment: Fulfilment = useWatch({ control, name: 'fulfilment' }) ?? 'delivery';
  const restaurant = useRestaurant().data;
  const deliveryFee = fulfilment === 'pickup' ? undefined : (restaurant?.delivery_fee ?? 0);

  useEffect(() => {
    const { fields } = serverFieldErrors(error, orderFieldNames);
    for (const { name, messages } of fields) {
      setError(name as keyof OrderFormValues, { message: messages[0] });
    }
    // The time was refused (closed, paused, too soon): what can be chosen has changed.
    if (fields.some(({ name }) => name === 'scheduled_for')) {
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
    }
  }, [error, setError, queryClient]);

  async function send(values: OrderFormOutput) {
    setMissingFields(false);
    if (sending.current || busy) return;
    sending.current = true;
    try {
      await onSubmit(orderChoicesFrom(values));
    } finally {
      sending.current = false;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(send, (invalid) => setMissingFields(hasMissingSpecField(invalid)))(event);
  }

  const alert = missingFields
    ? missingFieldsMessage
    : error
      ? getErrorMessage(error, orderMessages.createFailed)
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Cara menerima pesanan"
        field={register('fulfilment')}
        choices={[
          {
            value: 'delivery',
            label: fulfilmentLabels.delivery,
            description: 'Ke rumah atau kantor Anda',
          },
          { value: 'pickup', label: fulfilmentLabels.pickup, description: 'Di restoran' },
        ]}
      />
      <DueTimePicker form={form} foodIds={foodIds} />
      <ContactFields
        name={{ ...register('name'), error: errors.name?.message }}
        address={
          fulfilment === 'pickup'
            ? undefined
            : { ...register('address'), error: errors.address?.message }
        }
        phone={{ ...register('phone'), error: errors.phone?.message }}
      />
      {fulfilment === 'pickup' ? <PickupAddress /> : null}
      <TextareaField
        label="Catatan pesanan"
        rows={2}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        hint="Tidak wajib, misalnya: telepon dulu sebelum diantar."
        {...register('note')}
        error={errors.note?.message}
      />
      {summary?.(deliveryFee)}
      {alert ? <Notice tone="error">{alert}</Notice> : null}
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy || undefined}>
        Buat Pesanan
      </Button>
    </form>
  );
}

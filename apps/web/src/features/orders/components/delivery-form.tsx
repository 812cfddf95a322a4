import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryFormSchema } from '@dapur/shared/schemas/orders';
import { Button } from '../../../components/ui/button';
import { ContactFields } from '../../../components/ui/contact-fields';
import { Notice } from '../../../components/ui/notice';
import { getErrorMessage } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  deliveryFieldNames,
  deliveryValuesFrom,
  type DeliveryProfile,
  type DeliveryValues,
} from '../lib/delivery-form';
import { orderMessages } from '../messages';

export interface DeliveryFormProps {
  profile: DeliveryProfile | undefined;
  /** Spec §5: each order form words "fill in every field" its own way. */
  missingFieldsMessage: string;
  /** Sending, or sent and on the way to payment: the button stays disabled. */
  busy: boolean;
  /** The last failed attempt, shown as the server's message, else 'Failed to create order'. */
  error: unknown;
  /** Further submits are ignored until the promise settles. */
  onSubmit: (values: DeliveryValues) => Promise<void>;
  /** Anything to show between the address fields and the button (quantity, total). */
  children?: ReactNode;
}

/** Name, address and phone for an order, filled in from the profile, and the order button. */
export function DeliveryForm({
  profile,
  missingFieldsMessage,
  busy,
  error,
  onSubmit,
  children,
}: DeliveryFormProps) {
  const [missingFields, setMissingFields] = useState(false);
  // Validation is asynchronous, so two quick taps both get past it before `busy` is set.
  const sending = useRef(false);
  // The profile may arrive after the form shows; it fills only the fields not yet typed in.
  const profileValues = useMemo(
    () => (profile ? deliveryValuesFrom(profile) : undefined),
    [profile],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeliveryValues>({
    resolver: zodResolver(deliveryFormSchema),
    defaultValues: deliveryValuesFrom(undefined),
    values: profileValues,
    resetOptions: { keepDirtyValues: true },
  });

  useEffect(() => {
    for (const { name, messages } of serverFieldErrors(error, deliveryFieldNames).fields) {
      setError(name as keyof DeliveryValues, { message: messages[0] });
    }
  }, [error, setError]);

  async function send(values: DeliveryValues) {
    setMissingFields(false);
    if (sending.current || busy) return;
    sending.current = true;
    try {
      await onSubmit(values);
    } finally {
      sending.current = false;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(send, (invalid) => {
      setMissingFields(deliveryFieldNames.some((field) => invalid[field]?.type === 'too_small'));
    })(event);
  }

  const alert = missingFields
    ? missingFieldsMessage
    : error
      ? getErrorMessage(error, orderMessages.createFailed)
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ContactFields
        name={{ ...register('name'), error: errors.name?.message }}
        address={{ ...register('address'), error: errors.address?.message }}
        phone={{ ...register('phone'), error: errors.phone?.message }}
      />
      {children}
      {alert ? <Notice tone="error">{alert}</Notice> : null}
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy || undefined}>
        Buat Pesanan
      </Button>
    </form>
  );
}

import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { buttonClasses } from '../../../components/ui/button';
import { useRestaurant } from '../../../lib/restaurant';
import { actionMessages } from '../messages';
import {
  customerStepLabels,
  customerWhatsappUrl,
  type CustomerStep,
} from '../lib/whatsapp-messages';

/**
 * Opens WhatsApp to the customer with the message for `step` written in; the owner reads it
 * and sends it (or not) there. Nothing is ever sent from here.
 */
export function WhatsappLink({
  order,
  step,
  reason,
}: {
  order: AdminOrder;
  step: CustomerStep;
  reason?: string | null | undefined;
}) {
  // The layout loaded the profile already; until it has, the message is signed "kami".
  const restaurantName = useRestaurant().data?.name ?? 'kami';
  return (
    <a
      href={customerWhatsappUrl(step, order, { restaurantName, reason })}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', fullWidth: true })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
        <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18a8 8 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1112 20zm4.4-6c-.2-.1-1.4-.7-1.7-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5 0a6.5 6.5 0 01-3.2-2.8c-.2-.4.2-.4.7-1.3a.4.4 0 000-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 00-.6.3 2.7 2.7 0 00-.9 2 4.7 4.7 0 001 2.5 10.7 10.7 0 004.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 001.6-1.1 2 2 0 00.1-1.1c0-.1-.2-.2-.4-.3z" />
      </svg>
      <span>
        {actionMessages.whatsapp}
        <span className="font-normal">: {customerStepLabels[step]}</span>
      </span>
      <span className="sr-only"> (membuka WhatsApp)</span>
    </a>
  );
}

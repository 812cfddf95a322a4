import { useState } from 'react';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { Button } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { isHttpStatus } from '../../../lib/api-error';
import { getErrorMessage, getValidationMessages } from '../../../lib/error-message';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useVerifyPayment, type VerifyPaymentVariables } from '../api/verify-payment';
import { canCancel, needsPaymentCheck, nextStatus, nextStatusActions } from '../lib/order-steps';
import { currentStep, type CustomerStep } from '../lib/whatsapp-messages';
import { actionMessages } from '../messages';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { WhatsappLink } from './whatsapp-link';

/** The step this owner just took here, so the WhatsApp message matches it exactly. */
interface TakenStep {
  step: CustomerStep;
  reason?: string;
}

/**
 * One tap per step: check the payment, move the order on, or cancel it with a reason; then
 * tell the customer on WhatsApp. A refusal (say, someone else moved it first) shows the
 * server's words, and the board reads the order again.
 */
export function OrderActions({
  order,
  cancelReason,
}: {
  order: AdminOrder;
  /** The recorded reason of a cancelled order, when the page knows it (the order page does). */
  cancelReason?: string | null | undefined;
}) {
  const changeStatus = useChangeOrderStatus();
  const verify = useVerifyPayment();
  const [taken, setTaken] = useState<TakenStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>(undefined);

  const busy = changeStatus.isPending || verify.isPending;
  const next = nextStatus(order.status);
  const nextAction = next ? nextStatusActions[next] : undefined;
  const checkPayment = needsPaymentCheck(order);
  const fail = (caught: unknown) => setError(getErrorMessage(caught, actionMessages.failed));

  function check(verification: VerifyPaymentVariables['verification']) {
    setError(null);
    verify.mutate(
      { orderId: order.id, verification },
      {
        onSuccess: () => {
          setRejecting(false);
          setTaken({ step: verification === 'verified' ? 'payment_received' : 'payment_rejected' });
        },
        onError: (caught) => {
          setRejecting(false);
          fail(caught);
        },
      },
    );
  }

  function moveOn() {
    if (!next || !nextAction) return;
    setError(null);
    changeStatus.mutate(
      { id: order.id, status: next },
      { onSuccess: () => setTaken({ step: nextAction.step }), onError: fail },
    );
  }

  function cancel(reason: string) {
    setError(null);
    setCancelError(undefined);
    changeStatus.mutate(
      { id: order.id, status: 'cancelled', reason },
      {
        onSuccess: () => {
          setCancelling(false);
          setTaken({ step: 'cancelled', reason });
        },
        onError: (caught) => {
          const message = getErrorMessage(caught, actionMessages.failed);
          // A 422 is about the reason: kept in the dialog with what was typed. Anything else
          // (409: the order moved meanwhile) belongs on the card.
          if (isHttpStatus(caught, 422)) {
            setCancelError(getValidationMessages(caught)[0] ?? message);
            return;
          }
          setCancelling(false);
          setError(message);
        },
      },
    );
  }

  const step = taken?.step ?? currentStep(order);
  const reason = taken?.reason ?? cancelReason;

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {busy ? actionMessages.saving : ''}
      </p>
      {checkPayment ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button size="lg" disabled={busy} onClick={() => check('verified')}>
            {actionMessages.verify}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(null);
              setRejecting(true);
            }}
          >
            {actionMessages.reject}
          </Button>
        </div>
      ) : null}
      {nextAction ? (
        <Button
          size="lg"
          variant={checkPayment ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={moveOn}
        >
          {nextAction.label}
        </Button>
      ) : null}
      <WhatsappLink order={order} step={step} reason={reason} />
      {canCancel(order.status) ? (
        <DangerButton
          look="outline"
          disabled={busy}
          onClick={() => {
            setError(null);
            setCancelError(undefined);
            setCancelling(true);
          }}
        >
          {actionMessages.cancel}
        </DangerButton>
      ) : null}
      <RejectPaymentDialog
        orderId={order.id}
        open={rejecting}
        onOpenChange={setRejecting}
        pending={verify.isPending}
        onConfirm={() => check('rejected')}
      />
      <CancelOrderDialog
        orderId={order.id}
        open={cancelling}
        onOpenChange={setCancelling}
        pending={changeStatus.isPending}
        error={cancelError}
        onConfirm={cancel}
      />
    </div>
  );
}

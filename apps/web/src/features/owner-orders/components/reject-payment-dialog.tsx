import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { actionMessages } from '../messages';

/** Rejecting tells the customer their money did not arrive, and a payment is checked once: asked first. */
export function RejectPaymentDialog({
  orderId,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="warning"
      title={actionMessages.rejectTitle}
      description={actionMessages.rejectDescription(orderId)}
    >
      <DialogClose>{actionMessages.back}</DialogClose>
      <DangerButton onClick={onConfirm} disabled={pending}>
        {pending ? actionMessages.saving : actionMessages.rejectConfirm}
      </DangerButton>
    </Dialog>
  );
}

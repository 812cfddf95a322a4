import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { getErrorMessage } from '../../../lib/error-message';
import { useCancelOrder } from '../api/cancel-order';
import { myOrdersMessages } from '../messages';

/** "Batalkan pesanan", asked once in a dialog: for an order still pending and unpaid. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(orderId);

  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        Batalkan pesanan
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        tone="danger"
        title={`Batalkan pesanan #${orderId}?`}
        description={myOrdersMessages.cancelConfirm}
      >
        {cancel.isError ? (
          <Notice tone="error" className="self-stretch">
            {getErrorMessage(cancel.error, myOrdersMessages.cancelFailed)}
          </Notice>
        ) : null}
        <DialogClose disabled={cancel.isPending}>Kembali</DialogClose>
        <DangerButton
          onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          Ya, batalkan
        </DangerButton>
      </Dialog>
    </>
  );
}

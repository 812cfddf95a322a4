import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

export interface FoodsErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  onRetry: () => void;
}

/** Spec §8: a failed menu load is reported in an error dialog. */
export function FoodsErrorDialog({ open, onOpenChange, message, onRetry }: FoodsErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="danger"
      title="Terjadi Kesalahan"
      description={message}
    >
      <DialogClose>Tutup</DialogClose>
      <Button onClick={onRetry}>Coba Lagi</Button>
    </Dialog>
  );
}

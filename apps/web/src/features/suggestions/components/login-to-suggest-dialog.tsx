import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

export interface LoginToSuggestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  onLogin: () => void;
}

/** Asks a visitor, or a customer whose session ended, to log in before sending (spec §6, §8). */
export function LoginToSuggestDialog({
  open,
  onOpenChange,
  title,
  message,
  onLogin,
}: LoginToSuggestDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="warning"
      title={title}
      description={message}
    >
      <DialogClose>Batal</DialogClose>
      <Button onClick={onLogin}>Login</Button>
    </Dialog>
  );
}

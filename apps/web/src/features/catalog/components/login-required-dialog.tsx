import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { catalogMessages } from '../messages';

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LoginRequiredDialog({ open, onOpenChange }: LoginRequiredDialogProps) {
  const navigate = useNavigate();
  const location = useLocation();

  function goToLogin() {
    onOpenChange(false);
    // The login page can send the customer back to the dish they wanted.
    void navigate('/login', { state: { from: location.pathname } });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="warning"
      title="Login diperlukan"
      description={catalogMessages.loginRequiredToOrder}
    >
      <DialogClose asChild>
        <Button variant="secondary">Batal</Button>
      </DialogClose>
      <Button onClick={goToLogin}>Login</Button>
    </Dialog>
  );
}

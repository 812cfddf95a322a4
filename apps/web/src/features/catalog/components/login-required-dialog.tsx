import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { catalogMessages } from '../messages';

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LoginRequiredDialog({ open, onOpenChange }: LoginRequiredDialogProps) {
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
      <LoginButton onLeave={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * Reads the router only once the dialog has opened (a dialog never opened renders nothing):
 * every dish of the menu has this dialog, and the page starts faster without.
 */
function LoginButton({ onLeave }: { onLeave: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();

  function goToLogin() {
    onLeave();
    // The login page can send the customer back to the dish they wanted.
    void navigate('/login', { state: { from: location.pathname } });
  }

  return <Button onClick={goToLogin}>Login</Button>;
}

import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { pendingAdd, type PendingAdd } from '../../../lib/pending-add';
import { catalogMessages } from '../messages';

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The dish the visitor was adding: kept while they sign up or log in, and added to the
   * cart once they are signed in (issue 31). Left out for "Pesan Sekarang".
   */
  dish?: Omit<PendingAdd, 'from'> | null;
}

export function LoginRequiredDialog({ open, onOpenChange, dish }: LoginRequiredDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="warning"
      title="Login diperlukan"
      description={catalogMessages.loginRequiredToOrder}
    >
      <DialogClose>Batal</DialogClose>
      <AccountButtons dish={dish ?? null} onLeave={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * Reads the router only once the dialog has opened (a dialog never opened renders nothing):
 * every dish of the menu has this dialog, and the page starts faster without.
 */
function AccountButtons({
  dish,
  onLeave,
}: {
  dish: Omit<PendingAdd, 'from'> | null;
  onLeave: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();

  function go(to: '/login' | '/signup') {
    const from = location.pathname;
    if (dish) pendingAdd.keep({ ...dish, from });
    else pendingAdd.forget();
    onLeave();
    // The login page sends the customer back to the dish they wanted; sign-up hands it on.
    void navigate(to, { state: { from } });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => go('/signup')}>
        {catalogMessages.signUp}
      </Button>
      <Button onClick={() => go('/login')}>Login</Button>
    </>
  );
}

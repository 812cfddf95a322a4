import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toast } from '../components/ui/toast';
import { readFlash } from '../lib/flash-notice';
import { useToast } from '../lib/use-toast';

/**
 * Shows the message a page sent along with its navigation (e.g. "the restaurant will check
 * your payment" on home, with a link to the order), then takes it out of the history entry,
 * so a reload or going back does not show it again.
 */
export function FlashNotice() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const { toast, show, hide } = useToast();

  useEffect(() => {
    const flash = readFlash(state);
    if (!flash) return;
    show(flash);
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [state, pathname, search, hash, navigate, show]);

  return toast ? (
    <Toast tone={toast.tone} link={toast.link} onClose={hide}>
      {toast.text}
    </Toast>
  ) : null;
}

import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { DELAY_AFTER_RESET_MS } from '@dapur/shared/limits';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { resetEmailStore } from '../lib/reset-email-store';

/**
 * Reached from the forgot-password step (the email waits in session storage) or from the
 * emailed link (`?email=…&code=…`; `token=` is read too). Without an email there is
 * nothing to reset (spec §2).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  // Read once: after a successful reset the stored email is removed, and the page must not
  // then send the customer back to the first step.
  const [email] = useState(() => searchParams.get('email') || resetEmailStore.get());
  const [code] = useState(() => searchParams.get('code') ?? searchParams.get('token') ?? undefined);
  const navigateLater = useDelayedNavigate();

  if (!email) return <Navigate to="/forgot-password" replace />;

  return (
    <AuthCard title="Reset Password" description="Masukkan kode dari email dan password baru Anda.">
      <ResetPasswordForm
        email={email}
        code={code}
        onReset={() => navigateLater('/login', DELAY_AFTER_RESET_MS)}
      />
    </AuthCard>
  );
}

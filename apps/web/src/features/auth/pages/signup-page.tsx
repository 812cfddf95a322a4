import { Link, useLocation } from 'react-router';
import { DELAY_AFTER_REGISTER_MS } from '@dapur/shared/limits';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { returnPath } from '../lib/return-path';

export function SignupPage() {
  useDocumentTitle('Daftar');
  const navigateLater = useDelayedNavigate();
  // Where a visitor came from (the dish they were adding): login sends them back there.
  const { state } = useLocation();
  const from = returnPath(state);
  const onwards = from === '/' ? undefined : { from };

  return (
    <AuthCard
      title="Daftar Akun"
      description="Buat akun untuk memesan dan mengirim saran."
      footer={
        <p>
          Sudah punya akun?{' '}
          <Link to="/login" state={onwards} className={textLinkClasses}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm
        onRegistered={() => navigateLater('/login', DELAY_AFTER_REGISTER_MS, { state: onwards })}
      />
    </AuthCard>
  );
}

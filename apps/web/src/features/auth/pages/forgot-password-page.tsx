import { Link } from 'react-router';
import { DELAY_AFTER_FORGOT_MS } from '@dapur/shared/limits';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  useDocumentTitle('Lupa Password');
  const navigateLater = useDelayedNavigate();

  return (
    <AuthCard
      title="Lupa Password"
      description="Masukkan email akun Anda. Kami akan mengirim kode 6 angka untuk membuat password baru."
      footer={
        <p>
          Ingat password Anda?{' '}
          <Link to="/login" className={textLinkClasses}>
            Login
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm onSent={() => navigateLater('/reset-password', DELAY_AFTER_FORGOT_MS)} />
    </AuthCard>
  );
}

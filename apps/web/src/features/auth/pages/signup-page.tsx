import { Link } from 'react-router';
import { DELAY_AFTER_REGISTER_MS } from '@dapur/shared/limits';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  useDocumentTitle('Daftar');
  const navigateLater = useDelayedNavigate();

  return (
    <AuthCard
      title="Daftar Akun"
      description="Buat akun untuk memesan dan mengirim saran."
      footer={
        <p>
          Sudah punya akun?{' '}
          <Link to="/login" className={textLinkClasses}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm onRegistered={() => navigateLater('/login', DELAY_AFTER_REGISTER_MS)} />
    </AuthCard>
  );
}

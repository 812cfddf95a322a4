import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { OwnerSetupHint } from '../components/owner-setup-hint';
import { returnPath } from '../lib/return-path';
import { BackLink } from '../../../components/ui/back-link';

export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPath(location.state);

  return (
    <AuthCard
      title="Login"
      description="Masuk untuk memesan, melihat keranjang, dan mengirim saran."
      back={
        <BackLink to="/" spaced={false}>
          Kembali ke Beranda
        </BackLink>
      }
      footer={
        <p>
          Belum punya akun?{' '}
          <Link
            to="/signup"
            state={returnTo === '/' ? undefined : { from: returnTo }}
            className={textLinkClasses}
          >
            Daftar
          </Link>
        </p>
      }
    >
      <OwnerSetupHint forOwner={returnTo === '/admin' || returnTo.startsWith('/admin/')} />
      <LoginForm onLoggedIn={() => void navigate(returnTo, { replace: true })} />
    </AuthCard>
  );
}

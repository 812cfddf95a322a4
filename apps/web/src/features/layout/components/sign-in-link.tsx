import { Link } from 'react-router';

/** What a visitor sees where a customer's account menu will be. */
export function SignInLink() {
  return (
    <Link
      to="/login"
      className="flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-50"
    >
      Sign in
    </Link>
  );
}

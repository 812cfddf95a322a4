import { useMe } from '../features/auth/api/get-me';
import { AccountMenu } from '../features/auth/components/account-menu';
import { SignInLink } from '../features/layout/components/sign-in-link';

/** The header's account corner (spec §2): the customer's menu, or Sign in for a visitor. */
export function HeaderAccount() {
  const { status, user } = useMe();
  return status === 'signed-in' ? <AccountMenu name={user?.name} /> : <SignInLink />;
}

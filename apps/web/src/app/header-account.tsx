import { useMe } from '../features/auth/api/get-me';
import { AccountMenu } from '../features/auth/components/account-menu';
import { CartLink } from '../features/cart/components/cart-link';
import { SignInLink } from '../features/layout/components/sign-in-link';

/**
 * The header's account corner (spec §2): the cart with its badge and the customer's menu
 * (for one of the family, with the way to their pages), or Sign in for a visitor.
 */
export function HeaderAccount() {
  const { status, user } = useMe();
  if (status !== 'signed-in') return <SignInLink />;
  return (
    <>
      <CartLink />
      <AccountMenu name={user?.name} owner={user?.role === 'owner'} />
    </>
  );
}

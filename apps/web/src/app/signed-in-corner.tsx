import { AccountMenu } from '../features/auth/components/account-menu';
import { CartLink } from '../features/cart/components/cart-link';

export interface SignedInCornerProps {
  name: string | undefined;
  owner: boolean;
}

/** The header's corner for a logged-in customer: the cart with its badge and their menu. */
export function SignedInCorner({ name, owner }: SignedInCornerProps) {
  return (
    <>
      <CartLink />
      <AccountMenu name={name} owner={owner} />
    </>
  );
}

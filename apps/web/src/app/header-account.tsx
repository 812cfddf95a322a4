import { lazy, Suspense } from 'react';
import { useMe } from '../features/auth/api/get-me';
import { SignInLink } from '../features/layout/components/sign-in-link';

// A visitor never needs the cart badge or the account menu: they load only with a session,
// beside the customer's own /auth/me request (decision 026).
const SignedInCorner = lazy(async () => ({
  default: (await import('./signed-in-corner')).SignedInCorner,
}));

/** Holds the corner's place (cart icon and menu button) while its code arrives. */
function CornerPlaceholder() {
  return <div aria-hidden="true" className="h-11 w-28" />;
}

/**
 * The header's account corner (spec §2): the cart with its badge and the customer's menu
 * (for one of the family, with the way to their pages), or Sign in for a visitor.
 */
export function HeaderAccount() {
  const { status, user } = useMe();
  if (status !== 'signed-in') return <SignInLink />;
  return (
    <Suspense fallback={<CornerPlaceholder />}>
      <SignedInCorner name={user?.name} owner={user?.role === 'owner'} />
    </Suspense>
  );
}

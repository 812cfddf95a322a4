import type { ReactNode } from 'react';
import type { User } from '@dapur/shared/auth';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoadingText } from '../../../components/ui/spinner';
import { isHttpStatus } from '../../../lib/api-error';
import { useMe } from '../api/get-me';
import { accountMessages } from '../messages';

export interface SessionGateProps {
  /** The page to come back to after logging in. */
  from: string;
  children: (user: User) => ReactNode;
}

function LoginNeeded({ message, from }: { message: string; from: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-cream-200 bg-white p-6">
      <p role="alert" className="text-lg font-medium text-ink">
        {message}
      </p>
      <LinkButton to="/login" state={{ from }}>
        Login
      </LinkButton>
    </div>
  );
}

/** Shows its children only to a logged-in customer; anyone else is told why and sent to login. */
export function SessionGate({ from, children }: SessionGateProps) {
  const { status, me, user } = useMe();

  if (status === 'signed-out')
    return <LoginNeeded message={accountMessages.notLoggedIn} from={from} />;
  // A refused refresh removes the token ('expired'); a refreshed token refused again is a 401 here.
  if (status === 'expired' || isHttpStatus(me.error, 401)) {
    return <LoginNeeded message={accountMessages.sessionExpired} from={from} />;
  }
  if (user) return children(user);
  if (me.isError && !me.isFetching) {
    return (
      <ErrorAlert message={accountMessages.profileLoadFailed} onRetry={() => void me.refetch()} />
    );
  }
  return <LoadingText>{accountMessages.profileLoading}</LoadingText>;
}

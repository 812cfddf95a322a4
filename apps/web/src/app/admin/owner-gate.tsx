import type { ReactNode } from 'react';
import { setupMessages } from '@dapur/shared/setup';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LinkButton } from '../../components/ui/link-button';
import { LoadingText } from '../../components/ui/spinner';
import { isHttpStatus } from '../../lib/api-error';
import { useMe } from '../../features/auth/api/get-me';

export const ownerGateMessages = {
  loginNeeded: 'Silakan login dengan akun pemilik toko.',
  loading: 'Memuat akun...',
  loadFailed: 'Gagal memuat akun.',
} as const;

function Refused({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-cream-200 bg-white p-6">
      <p role="alert" className="text-lg font-medium text-ink">
        {message}
      </p>
      {children}
    </div>
  );
}

/**
 * The owner's pages show only to an owner. A visitor is sent to log in (and brought back);
 * a customer is told the pages are the family's. The server refuses them anyway (401, 403):
 * this only spares them a page of errors.
 */
export function OwnerGate({ from, children }: { from: string; children: ReactNode }) {
  const { status, me, user } = useMe();

  if (status !== 'signed-in' || isHttpStatus(me.error, 401)) {
    return (
      <Refused message={ownerGateMessages.loginNeeded}>
        <LinkButton to="/login" state={{ from }}>
          Login
        </LinkButton>
      </Refused>
    );
  }
  if (user?.role === 'owner') return children;
  if (user) {
    return (
      <Refused message={setupMessages.ownersOnly}>
        <LinkButton to="/" variant="secondary">
          Ke halaman utama
        </LinkButton>
      </Refused>
    );
  }
  if (me.isError && !me.isFetching) {
    return <ErrorAlert message={ownerGateMessages.loadFailed} onRetry={() => void me.refetch()} />;
  }
  return <LoadingText>{ownerGateMessages.loading}</LoadingText>;
}

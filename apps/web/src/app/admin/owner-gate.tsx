import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { setupMessages } from '@dapur/shared/setup';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LinkButton } from '../../components/ui/link-button';
import { LoadingText } from '../../components/ui/spinner';
import { isHttpStatus } from '../../lib/api-error';
import { useSetupStatus } from '../../lib/setup-status';
import { useMe } from '../../features/auth/api/get-me';

export const ownerGateMessages = {
  loginNeeded: 'Silakan login dengan akun pemilik toko.',
  loading: 'Memuat akun...',
  loadFailed: 'Gagal memuat akun.',
  checkingShop: 'Memeriksa toko...',
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
 * The owner's pages show only to an owner. On a shop without any owner yet, everyone else is
 * sent to the setup page; otherwise a visitor is sent to log in (and brought back) and a
 * customer is told the pages are the family's. The server refuses them anyway (401, 403):
 * this only spares them a page of errors.
 */
export function OwnerGate({ from, children }: { from: string; children: ReactNode }) {
  const { status, me, user } = useMe();
  const signedOut = status !== 'signed-in' || isHttpStatus(me.error, 401);
  // An owner is proof enough that the shop has one: only the others ask.
  const setup = useSetupStatus({
    enabled: signedOut || (user !== undefined && user.role !== 'owner'),
  });

  // Only a response read on this visit counts: the setup page may have left "needed" in the
  // cache just before its owner was made. A failed check leaves the usual message.
  if (setup.isFetching && !setup.isFetchedAfterMount) {
    return <LoadingText>{ownerGateMessages.checkingShop}</LoadingText>;
  }
  if (setup.data?.needed && setup.isFetchedAfterMount) {
    return <Navigate to="/admin/setup" replace />;
  }
  if (signedOut) {
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

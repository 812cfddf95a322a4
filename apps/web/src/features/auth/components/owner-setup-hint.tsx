import { LinkButton } from '../../../components/ui/link-button';
import { useSetupStatus } from '../../../lib/setup-status';
import { accountMessages } from '../messages';

/**
 * On the login the owner's pages send people to: while the shop has no owner yet, the way to
 * the setup page, where the first one is made. Nothing otherwise, and nothing is asked on a
 * customer's login.
 */
export function OwnerSetupHint({ forOwner }: { forOwner: boolean }) {
  const setup = useSetupStatus({ enabled: forOwner });
  if (!forOwner || !setup.data?.needed) return null;
  return (
    <div className="mb-6 flex flex-col items-start gap-3 rounded-xl border border-turmeric-400 bg-cream-50 p-4">
      <p className="text-ink">{accountMessages.ownerSetupNeeded}</p>
      <LinkButton to="/admin/setup" variant="secondary">
        {accountMessages.ownerSetupLink}
      </LinkButton>
    </div>
  );
}

import { useMe } from '../../features/auth/api/get-me';
import { TeamPage } from '../../features/owner-shop/pages/team-page';

/** /admin/team, told who is signed in: an owner is not offered to remove themselves. */
export function TeamRoute() {
  return <TeamPage currentOwnerId={useMe().user?.id} />;
}

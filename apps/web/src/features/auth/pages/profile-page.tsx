import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileDetails } from '../components/profile-details';
import { SessionGate } from '../components/session-gate';

export function ProfilePage() {
  useDocumentTitle('Profil');
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title="Profil Saya" />
      <SessionGate from="/profile">{(user) => <ProfileDetails user={user} />}</SessionGate>
    </PageContainer>
  );
}

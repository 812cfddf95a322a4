import { Navigate, useParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EditProfileForm } from '../components/edit-profile-form';
import { SessionGate } from '../components/session-gate';

/** /profile/{id}: a customer edits only their own profile; any other id leads to theirs. */
export function EditProfilePage() {
  useDocumentTitle('Edit Profil');
  const { userId } = useParams();

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title="Edit Profil" />
      <SessionGate from={`/profile/${userId ?? ''}`}>
        {(user) =>
          parseId(userId) === user.id ? (
            <EditProfileForm user={user} />
          ) : (
            <Navigate to={`/profile/${user.id}`} replace />
          )
        }
      </SessionGate>
    </PageContainer>
  );
}

import { AboutPage } from '../../features/about/pages/about-page';
import { useMe } from '../../features/auth/api/get-me';
import { SuggestionForm } from '../../features/suggestions/components/suggestion-form';

function AboutRoute() {
  const { status, user } = useMe();
  return (
    <AboutPage
      suggestionForm={<SuggestionForm loggedIn={status === 'signed-in'} userId={user?.id} />}
    />
  );
}

export { AboutRoute as Component };

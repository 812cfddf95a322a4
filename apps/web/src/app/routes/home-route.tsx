import { HomePage } from '../../features/home/pages/home-page';
import { SuggestionList } from '../../features/suggestions/components/suggestion-list';

function HomeRoute() {
  return <HomePage suggestions={<SuggestionList />} />;
}

export { HomeRoute as Component };

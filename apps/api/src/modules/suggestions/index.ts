import { defineModule } from '../module';
import { createSuggestionsRepository } from './suggestions.repository';
import { suggestionsRoutes } from './suggestions.routes';
import { createSuggestionsService } from './suggestions.service';

/** Customers' suggestions under /suggestions: read by anyone, written by customers. */
export const suggestionsModule = defineModule(
  'suggestions',
  async (app, { db }) => {
    const suggestions = createSuggestionsService(createSuggestionsRepository(db));
    await app.register(suggestionsRoutes, { prefix: '/suggestions', suggestions });
  },
  { needs: ['auth'] },
);

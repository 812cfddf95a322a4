import { defineModule } from '../module';
import { createSuggestionsRepository } from './suggestions.repository';
import { adminSuggestionsRoutes, suggestionsRoutes } from './suggestions.routes';
import { createSuggestionsService } from './suggestions.service';

/**
 * Customers' suggestions under /suggestions: read by anyone, written by customers; the
 * family sees them all and hides some under /admin/suggestions.
 */
export const suggestionsModule = defineModule(
  'suggestions',
  async (app, { db }) => {
    const suggestions = createSuggestionsService(createSuggestionsRepository(db));
    await app.register(suggestionsRoutes, { prefix: '/suggestions', suggestions });
    await app.register(adminSuggestionsRoutes, { prefix: '/admin/suggestions', suggestions });
  },
  { needs: ['auth'] },
);

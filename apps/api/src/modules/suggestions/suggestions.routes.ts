import {
  createSuggestionBodySchema,
  suggestionListResponseSchema,
  suggestionResponseSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, loginRequired } from '../../plugins/auth';
import type { SuggestionsService } from './suggestions.service';

export interface SuggestionsRoutesOptions {
  suggestions: SuggestionsService;
}

export const suggestionsRoutes: FastifyPluginAsyncZod<SuggestionsRoutesOptions> = async (
  app,
  { suggestions },
) => {
  app.get('', { schema: { response: { 200: suggestionListResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await suggestions.listNewest(),
  }));

  app.post(
    '',
    {
      schema: {
        ...loginRequired,
        body: createSuggestionBodySchema,
        response: { 201: suggestionResponseSchema },
      },
    },
    async (request, reply) => {
      const suggestion = await suggestions.create(currentAuth(request).userId, request.body);
      return reply.code(201).send({ status: 'success', data: suggestion });
    },
  );
};

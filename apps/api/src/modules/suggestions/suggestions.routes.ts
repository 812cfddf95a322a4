import {
  adminSuggestionListResponseSchema,
  adminSuggestionResponseSchema,
  createSuggestionBodySchema,
  idParamSchema,
  suggestionListResponseSchema,
  suggestionResponseSchema,
  suggestionVisibilityBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, loginRequired, ownerRequired } from '../../plugins/auth';
import type { SuggestionsService } from './suggestions.service';

export interface SuggestionsRoutesOptions {
  suggestions: SuggestionsService;
}

export const suggestionsRoutes: FastifyPluginAsyncZod<SuggestionsRoutesOptions> = async (
  app,
  { suggestions },
) => {
  app.get(
    '',
    {
      schema: {
        summary: 'List the newest suggestions shown on the home page',
        operationId: 'listSuggestions',
        response: { 200: suggestionListResponseSchema },
      },
    },
    async () => ({
      status: 'success' as const,
      data: await suggestions.listNewest(),
    }),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Post a suggestion',
        operationId: 'createSuggestion',
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

/** The family's side under /admin/suggestions: every suggestion, and hiding one from the home page. */
export const adminSuggestionsRoutes: FastifyPluginAsyncZod<SuggestionsRoutesOptions> = async (
  app,
  { suggestions },
) => {
  app.get(
    '',
    {
      schema: {
        summary: 'List every suggestion, hidden ones included',
        operationId: 'adminListSuggestions',
        ...ownerRequired,
        response: { 200: adminSuggestionListResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await suggestions.listForOwner() }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Hide a suggestion from the home page or show it again',
        operationId: 'adminSetSuggestionVisibility',
        ...ownerRequired,
        params: idParamSchema,
        body: suggestionVisibilityBodySchema,
        response: { 200: adminSuggestionResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await suggestions.setHidden(request.params.id, request.body.hidden),
    }),
  );
};

import {
  acceptInviteBodySchema,
  idParamSchema,
  inviteBodySchema,
  inviteDetailsResponseSchema,
  inviteResponseSchema,
  inviteTokenParamSchema,
  ownerResponseSchema,
  setupBodySchema,
  setupStatusResponseSchema,
  teamChangeResponseSchema,
  teamResponseSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth, ownerRequired } from '../../plugins/auth';
import { addressKey } from '../../plugins/rate-limits';
import type { InvitesService } from './invites.service';
import type { SetupService } from './setup.service';

export interface OwnersRoutesOptions {
  setup: SetupService;
  invites: InvitesService;
}

/** The first owner (/setup), and the family joining by invite (/admin/invites, /invites). */
export const ownersRoutes: FastifyPluginAsyncZod<OwnersRoutesOptions> = async (
  app,
  { setup, invites },
) => {
  // Setup codes, invite tokens and accounts must not linger in a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/setup',
    {
      schema: {
        summary: 'Check whether the shop still needs its first owner',
        operationId: 'getSetupStatus',
        response: { 200: setupStatusResponseSchema },
      },
    },
    async () => ({
      status: 'success' as const,
      data: { needed: await setup.needed() },
    }),
  );

  app.post(
    '/setup',
    {
      schema: {
        summary: 'Create the first owner with the setup code',
        operationId: 'setUpShop',
        body: setupBodySchema,
        response: { 201: ownerResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: await setup.createFirstOwner(request.body, addressKey(request)),
      }),
  );

  app.post(
    '/admin/invites',
    {
      schema: {
        summary: 'Invite a family member by email',
        operationId: 'adminInviteOwner',
        ...ownerRequired,
        body: inviteBodySchema,
        response: { 201: inviteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: await invites.invite(request.body.email, currentAuth(request).userId),
      }),
  );

  app.delete(
    '/admin/invites/:id',
    {
      schema: {
        summary: 'Take back an invite not yet accepted',
        operationId: 'adminRevokeInvite',
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: teamChangeResponseSchema },
      },
    },
    async (request) => {
      await invites.cancel(request.params.id);
      return { status: 'success' as const };
    },
  );

  app.delete(
    '/admin/team/:id',
    {
      schema: {
        summary: 'Remove an owner from the team',
        operationId: 'adminRemoveTeamMember',
        description:
          "Their account stays, as a customer's; every token they hold stops working at once.",
        ...ownerRequired,
        params: idParamSchema,
        response: { 200: teamChangeResponseSchema },
      },
    },
    async (request) => {
      await invites.remove(request.params.id, currentAuth(request).userId);
      return { status: 'success' as const };
    },
  );

  app.get(
    '/admin/team',
    {
      schema: {
        summary: 'List the owners and the open invites',
        operationId: 'adminListTeam',
        ...ownerRequired,
        response: { 200: teamResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await invites.team() }),
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        summary: 'Get the email and expiry of an invite',
        operationId: 'getInvite',
        params: inviteTokenParamSchema,
        response: { 200: inviteDetailsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await invites.details(request.params.token),
    }),
  );

  app.post(
    '/invites/:token/accept',
    {
      schema: {
        summary: 'Accept an invite and become an owner',
        operationId: 'acceptInvite',
        params: inviteTokenParamSchema,
        body: acceptInviteBodySchema,
        response: { 201: ownerResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: await invites.accept(request.params.token, request.body),
      }),
  );
};

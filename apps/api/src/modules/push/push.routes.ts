import {
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushTestResponseSchema,
  pushUnsubscribeBodySchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, ownerRequired } from '../../plugins/auth';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  push: PushService;
}

const done = z.object({ status: z.literal('success') });

/** The family's phones under /admin/push: the key to subscribe with, subscriptions, a test push. */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { push }) => {
  app.get(
    '/key',
    {
      schema: {
        summary: 'Get the key to subscribe a device to push notifications with',
        operationId: 'adminGetPushKey',
        ...ownerRequired,
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await push.publicKey() }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        summary: 'Subscribe a device to push notifications',
        operationId: 'adminCreatePushSubscription',
        ...ownerRequired,
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: await push.subscribe(currentAuth(request).userId, request.body),
      }),
  );

  app.delete(
    '/subscriptions',
    {
      schema: {
        summary: 'Unsubscribe a device from push notifications',
        operationId: 'adminDeletePushSubscription',
        ...ownerRequired,
        body: pushUnsubscribeBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await push.unsubscribe(currentAuth(request).userId, request.body.endpoint);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/test',
    {
      schema: {
        summary: 'Send a test push to your devices',
        operationId: 'adminSendTestPush',
        ...ownerRequired,
        response: { 200: pushTestResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await push.sendTest(currentAuth(request).userId),
    }),
  );
};

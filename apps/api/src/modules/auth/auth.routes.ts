import {
  authMessages,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
  userSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentAuth, loginRequired } from '../../plugins/auth';
import { UnauthorizedError } from '../../lib/errors';
import type { AuthRateLimits } from './auth-rate-limits';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import type { IssuedToken } from './tokens';

export interface AuthRoutesOptions {
  auth: AuthService;
  passwordReset: PasswordResetService;
  rateLimits: AuthRateLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, passwordReset, rateLimits } = options;
  // Tokens and profiles must not linger in a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/register',
    {
      schema: { body: registerBodySchema, response: { 201: userResponseSchema } },
      preHandler: app.rateGuard('register', rateLimits.register),
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply
        .code(201)
        .send({ status: 'success', message: authMessages.registered, data: user });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginBodySchema, response: { 200: tokenResponseSchema } },
      preHandler: app.rateGuard('login', rateLimits.login),
    },
    async (request) => tokenBody(await auth.login(request.body.email, request.body.password)),
  );

  app.post('/refresh', { schema: { response: { 200: tokenResponseSchema } } }, async (request) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('session_ended', authMessages.sessionEnded);
    return tokenBody(await auth.refresh(token));
  });

  app.post(
    '/me',
    { schema: { ...loginRequired, response: { 200: userSchema } } },
    async (request) => auth.me(currentAuth(request)),
  );

  app.post(
    '/logout',
    { schema: { ...loginRequired, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.logout(currentAuth(request));
      return { status: 'success' as const, message: authMessages.loggedOut };
    },
  );

  app.put(
    '/update-profile',
    {
      schema: {
        ...loginRequired,
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: authMessages.profileUpdated,
      data: await auth.updateProfile(currentAuth(request), request.body),
    }),
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
      preHandler: app.rateGuard('forgot-password', rateLimits.forgotPassword),
    },
    async (request) => {
      await passwordReset.requestCode(request.body.email);
      return { status: 'success' as const, message: authMessages.resetCodeSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
      preHandler: app.rateGuard('reset-password', rateLimits.resetPassword),
    },
    async (request) => {
      await passwordReset.reset(request.body);
      return { status: 'success' as const, message: authMessages.passwordReset };
    },
  );
};

function tokenBody({ accessToken, expiresIn }: IssuedToken) {
  return {
    status: 'success' as const,
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: expiresIn,
  };
}

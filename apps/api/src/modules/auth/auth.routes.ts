import {
  authMessages,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  profileUpdatedResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
  userSchema,
} from '@dapur/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import {
  bearerToken,
  currentAuth,
  loginRequired,
  refreshableTokenRequired,
} from '../../plugins/auth';
import { addressKey } from '../../plugins/rate-limits';
import type { AccountsService } from './accounts.service';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import type { IssuedToken } from './tokens';

export interface AuthRoutesOptions {
  auth: AuthService;
  accounts: AccountsService;
  passwordReset: PasswordResetService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, accounts, passwordReset } = options;
  // Tokens and profiles must not linger in a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create a customer account',
        operationId: 'register',
        body: registerBodySchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body, addressKey(request));
      return reply
        .code(201)
        .send({ status: 'success', message: authMessages.registered, data: user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        operationId: 'login',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      return tokenBody(await auth.login(email, password, addressKey(request)));
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Exchange the access token for a new one',
        operationId: 'refreshToken',
        ...refreshableTokenRequired,
        description:
          'Send the current token as the bearer token, even an expired one: it stops working and a new one is returned. Refused with 401 once the sign-in is too old; sign in again.',
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError('session_ended', authMessages.sessionEnded);
      return tokenBody(await auth.refresh(token));
    },
  );

  app.post(
    '/me',
    {
      schema: {
        summary: "Get the signed-in user's account",
        operationId: 'getMe',
        ...loginRequired,
        response: { 200: userSchema },
      },
    },
    async (request) => accounts.me(currentAuth(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out, ending this token',
        operationId: 'logout',
        ...loginRequired,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(currentAuth(request));
      return { status: 'success' as const, message: authMessages.loggedOut };
    },
  );

  app.put(
    '/update-profile',
    {
      schema: {
        summary: 'Update your name, address, phone or email',
        operationId: 'updateProfile',
        description:
          'A new email also needs `current_password`; it ends every other session and the response carries a new access token.',
        ...loginRequired,
        body: updateProfileBodySchema,
        response: { 200: profileUpdatedResponseSchema },
      },
    },
    async (request) => {
      const { user, token } = await accounts.updateProfile(
        currentAuth(request),
        request.body,
        addressKey(request),
      );
      return {
        status: 'success' as const,
        message: authMessages.profileUpdated,
        data: user,
        ...(token && { access_token: token.accessToken, expires_in: token.expiresIn }),
      };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Email a code to reset the password',
        operationId: 'forgotPassword',
        description: 'Responds the same whether or not the email has an account.',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await passwordReset.requestCode(request.body.email, addressKey(request));
      return { status: 'success' as const, message: authMessages.resetCodeSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with the emailed code',
        operationId: 'resetPassword',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body, addressKey(request));
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

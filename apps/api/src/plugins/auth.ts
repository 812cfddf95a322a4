import { authMessages } from '@dapur/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors';

/** What an authenticated request knows about its caller. */
export interface AuthContext {
  userId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: sets `request.auth` or answers 401 before the body is read. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes, which ignore any token. */
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  /** The caller of a signed, live token; throws a 401 error for any other. */
  authenticate(token: string): Promise<AuthContext>;
}

const BEARER = /^Bearer +([\w-]+\.[\w-]*\.[\w-]*) *$/i;

/** The token from `Authorization: Bearer …`, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = BEARER.exec(header);
  // A header that is there but unreadable is a broken session, not a missing one.
  return match?.[1] ?? '';
}

/** Registered by the auth module, which owns the tokens; every other module uses `app.authenticate`. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) {
        throw new UnauthorizedError('login_required', authMessages.loginRequired);
      }
      if (token === '') throw new UnauthorizedError('session_ended', authMessages.sessionEnded);
      request.auth = await authenticate(token);
    });
  },
  { name: 'authenticate' },
);

/** The caller of a route behind `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError('login_required', authMessages.loginRequired);
  return request.auth;
}

import { authMessages } from '@dapur/shared';
import type {
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors';

/** What an authenticated request knows about its caller. */
export interface AuthContext {
  userId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** When the caller last gave their password (the login this session began with). */
  authTime: Date;
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

/** The OpenAPI security scheme of the access token. */
export const BEARER_SCHEME = 'bearer';

/**
 * Put in a route's schema to make it protected: `schema: { ...loginRequired, body, … }`.
 * The same line puts the lock on the route in the API reference and, through the hook
 * below, `app.authenticate` in front of it, so the two cannot disagree.
 */
export const loginRequired = { security: [{ [BEARER_SCHEME]: [] }] } satisfies FastifySchema;

function requiresLogin(schema: FastifySchema | undefined): boolean {
  return schema?.security?.some((requirement) => BEARER_SCHEME in requirement) ?? false;
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

/**
 * Registered by the auth module, which owns the tokens. Every route registered after it
 * whose schema says `loginRequired` answers 401 before its body is read unless the
 * request carries a live token; `currentAuth(request)` then names the caller.
 */
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
    app.addHook('onRoute', (route) => {
      if (!requiresLogin(route.schema)) return;
      const own: onRequestHookHandler[] = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [app.authenticate, ...own];
      // A customer's cart, orders and profile must not be kept by a browser or proxy cache.
      const onSend: onSendHookHandler[] = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...onSend, noStore];
    });
  },
  { name: 'authenticate' },
);

const noStore: onSendHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

/** The caller of a route behind `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError('login_required', authMessages.loginRequired);
  return request.auth;
}

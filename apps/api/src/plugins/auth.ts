import { authMessages, setupMessages, type UserRole } from '@dapur/shared';
import type {
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

/** What an authenticated request knows about its caller. */
export interface AuthContext {
  userId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** When the caller last gave their password (the login this session began with). */
  authTime: Date;
  /** Read with the token's state on every request, so a change of role counts at once. */
  role: UserRole;
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
 * The lock of `POST /auth/refresh`: a bearer token too, but one that may have expired.
 * The guard below never looks at it (refresh checks the token itself), so the document
 * can say what refresh needs without the route answering 401 to an expired token.
 */
export const REFRESH_SCHEME = 'refreshableBearer';
export const refreshableTokenRequired = {
  security: [{ [REFRESH_SCHEME]: [] }],
} satisfies FastifySchema;

/**
 * Put in a route's schema to make it protected: `schema: { ...loginRequired, body, … }`.
 * The same line puts the lock on the route in the API reference and, through the hook
 * below, `app.authenticate` in front of it, so the two cannot disagree.
 */
export const loginRequired = { security: [{ [BEARER_SCHEME]: [] }] } satisfies FastifySchema;

/**
 * The same for the owner's calls: the token must be an owner's (401 without a live one,
 * 403 for a customer). The role rides on the lock as OpenAPI 3.1 allows for bearer tokens.
 */
export const ownerRequired = { security: [{ [BEARER_SCHEME]: ['owner'] }] } satisfies FastifySchema;

/** What a route's schema asks of its caller: nothing, a login, or an owner's login. */
function accessOf(schema: FastifySchema | undefined): 'public' | 'login' | 'owner' {
  const bearer = schema?.security?.find((requirement) => BEARER_SCHEME in requirement);
  if (!bearer) return 'public';
  return bearer[BEARER_SCHEME]?.includes('owner') ? 'owner' : 'login';
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
      const access = accessOf(route.schema);
      if (access === 'public') return;
      const own: onRequestHookHandler[] = route.onRequest ? [route.onRequest].flat() : [];
      const guards = access === 'owner' ? [app.authenticate, requireOwner] : [app.authenticate];
      route.onRequest = [...guards, ...own];
      // A customer's cart, orders and profile must not be kept by a browser or proxy cache.
      const onSend: onSendHookHandler[] = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...onSend, noStore];
    });
  },
  { name: 'authenticate' },
);

const requireOwner: onRequestHookHandler = async (request) => {
  if (request.auth?.role !== 'owner')
    throw new ForbiddenError('owners_only', setupMessages.ownersOnly);
};

const noStore: onSendHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

/** The caller of a route behind `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError('login_required', authMessages.loginRequired);
  return request.auth;
}

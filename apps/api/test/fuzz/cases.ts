import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  base64UrlText,
  extraHeaders,
  headerText,
  isWellFormed,
  oddText,
  queryString,
} from './arbitraries';
import type { FuzzEndpoint } from './endpoints';
import { queryFor } from './fields';
import type { Fixtures } from './fixtures';
import { BODY_LIMIT_BYTES, encodePayload, payloadFor, type Payload } from './payloads';
import { MULTIPART_STATUSES } from './uploads';

export type Role = 'visitor' | 'customer' | 'owner' | 'forged';

/** Who may call an endpoint that needs a token: the owner on the family's routes, else a customer. */
export const signedInRole = (endpoint: Pick<FuzzEndpoint, 'owner'>): Role =>
  endpoint.owner ? 'owner' : 'customer';

/**
 * A path parameter as sent (percent-encoded), and what the server reads from it: the number
 * of an id, the text of an invite token.
 */
export interface PathSegment {
  text: string;
  key?: number | string;
  /** False when no route can match (empty, too long, not valid percent-encoding). */
  routable: boolean;
}

export interface FuzzCase {
  /**
   * Visitors send no token, customers and owners a usable one of theirs (owners on the
   * family's routes, customers elsewhere), `forged` an unusable Authorization.
   */
  role: Role;
  authorization?: string;
  segment?: PathSegment;
  query?: string;
  /** The query breaks the rules of a route that reads one. */
  queryBroken?: boolean;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  payload: Payload;
  /** Spread over many clients, as traffic is: no per-address limit decides the response. */
  remoteAddress?: string;
}

/** Fastify's default `maxParamLength`: a longer segment matches no route. */
const MAX_PARAM_LENGTH = 100;

const ODD_IDS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x10',
  '0b1',
  '1e0',
  '+1',
  ' 1',
  '01',
  '1,000',
  '1_000',
  '١٢',
  '１２',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '../',
  '../../etc/passwd',
  '..\\..\\',
  '%2e%2e%2f',
  '....//',
  '/',
  'null',
  '',
];

/** Not valid percent-encoding: the router refuses these before any route. */
const BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80'];

/** Path segments around `known` (ids or tokens): those, near misses, and odd text. */
function segmentFor(
  known: readonly (number | string)[],
  read: (raw: string) => number | string | undefined,
  lookalike: fc.Arbitrary<string>,
  knownWeight: number,
): fc.Arbitrary<PathSegment> {
  const decoded = fc.oneof(
    { arbitrary: fc.constantFrom(...known).map(String), weight: knownWeight },
    { arbitrary: lookalike, weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_IDS), weight: 3 },
    { arbitrary: oddText(), weight: 2 },
    {
      arbitrary: fc.integer({ min: 100, max: 5000 }).map((length) => '9'.repeat(length)),
      weight: 1,
    },
  );
  return fc.oneof(
    {
      arbitrary: decoded
        // A whole segment of dots is resolved away by URL parsing before it is sent.
        .filter((raw) => isWellFormed(raw) && raw !== '.' && raw !== '..')
        .map((raw) => {
          const text = encodeURIComponent(raw);
          return { text, key: read(raw), routable: raw !== '' && text.length <= MAX_PARAM_LENGTH };
        }),
      weight: 12,
    },
    {
      arbitrary: fc.constantFrom(...BAD_ENCODINGS).map((text) => ({ text, routable: false })),
      weight: 1,
    },
  );
}

/** What `z.coerce.number().int().positive()` makes of a path segment. */
function idFrom(raw: string): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Ids near the fixtures' (rows the fuzz creates, other customers'), or invite-like tokens. */
const nearbyId = fc.integer({ min: 1, max: 60 }).map(String);
const tokenLike = fc.oneof(
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('base64url')),
  fc.stringMatching(/^[\w-]{1,120}$/),
);

function pathSegment(
  endpoint: FuzzEndpoint,
  fixtures: Fixtures,
): fc.Arbitrary<PathSegment | undefined> {
  if (!endpoint.param) return fc.constant(undefined);
  if (endpoint.param === 'invite') {
    // The token is the invite's whole secret: the segment is read as it is.
    return segmentFor(fixtures.inviteTokens, (raw) => raw, tokenLike, 3);
  }
  const { own, other } = fixtures.ids[endpoint.param];
  // The owner's rows change state as the fuzz moves them on: name them more often.
  return segmentFor([...own, ...other], idFrom, nearbyId, endpoint.owner ? 8 : 3);
}

function forgedAuthorization(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    {
      arbitrary: fc
        .tuple(base64UrlText, base64UrlText, base64UrlText)
        .map((parts) => `Bearer ${parts.join('.')}`),
      weight: 2,
    },
    { arbitrary: headerText(1, 60).map((value) => `Bearer ${value}`), weight: 1 },
    { arbitrary: headerText(0, 30), weight: 1 },
  );
}

const idempotencyKey = fc.oneof(
  fc.uuid(),
  fc.constantFrom('', ' ', 'k'.repeat(256), 'kunci\u0000satu', '\u00ff\u00fe'),
  headerText(1, 40),
  fc.integer({ min: 256, max: 3000 }).map((length) => 'k'.repeat(length)),
);

const maybe = <T>(arbitrary: fc.Arbitrary<T>, freq: number) =>
  fc.option(arbitrary, { freq, nil: undefined });

export function caseFor(endpoint: FuzzEndpoint, fixtures: Fixtures): fc.Arbitrary<FuzzCase> {
  const role = fc.oneof(
    { arbitrary: fc.constant<Role>(signedInRole(endpoint)), weight: 4 },
    { arbitrary: fc.constant<Role>('visitor'), weight: 1 },
    { arbitrary: fc.constant<Role>('forged'), weight: 1 },
  );
  return fc
    .record({
      role,
      authorization: forgedAuthorization(
        endpoint.refreshesToken
          ? fixtures.forgedAuthorizations
          : [...fixtures.forgedAuthorizations, ...fixtures.expiredAuthorizations],
      ),
      segment: pathSegment(endpoint, fixtures),
      query: queryOf(endpoint),
      headers: maybe(extraHeaders, 4),
      idempotencyKey: endpoint.idempotencyKey ? maybe(idempotencyKey, 2) : fc.constant(undefined),
      payload: payloadFor(
        endpoint.method,
        endpoint.fields?.(fixtures),
        endpoint.validWeight ?? 4,
        endpoint.upload ? fixtures.images : undefined,
      ),
      remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
    })
    .map(({ query, ...fuzzCase }): FuzzCase => ({
      ...fuzzCase,
      query: query?.text,
      queryBroken: query?.broken ?? false,
    }));
}

/** Odd query strings where no query is read; the route's own parameters where one is. */
function queryOf(
  endpoint: FuzzEndpoint,
): fc.Arbitrary<{ text: string; broken: boolean } | undefined> {
  if (!endpoint.query) {
    return maybe(
      queryString.map((text) => ({ text, broken: false })),
      4,
    );
  }
  return queryFor(endpoint.query).map((query) => (query.text === '' ? undefined : query));
}

export function requestFor(
  endpoint: FuzzEndpoint,
  fuzzCase: FuzzCase,
  token?: string,
): InjectOptions {
  const path = endpoint.path.replace(/:\w+/, fuzzCase.segment?.text ?? '');
  const { contentType, body } = encodePayload(fuzzCase.payload);
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (fuzzCase.role === 'customer' || fuzzCase.role === 'owner') {
    headers.authorization = `Bearer ${token}`;
  }
  if (fuzzCase.role === 'forged') headers.authorization = fuzzCase.authorization ?? '';
  if (fuzzCase.idempotencyKey !== undefined) {
    headers['idempotency-key'] = uniqueWhenUsable(fuzzCase.idempotencyKey);
  }
  if (contentType !== undefined) headers['content-type'] = contentType;
  return {
    method: endpoint.method,
    url: fuzzCase.query === undefined ? path : `${path}?${fuzzCase.query}`,
    headers,
    ...(fuzzCase.remoteAddress === undefined ? {} : { remoteAddress: fuzzCase.remoteAddress }),
    ...(body === undefined ? {} : { payload: body }),
  };
}

export interface Expectation {
  /** The contract refuses this request: a 2xx is a failure. */
  mustReject: boolean;
  /** The one status the contract gives, when it gives one (a refusal's, or an upload's 200). */
  status?: number;
}

/**
 * What the contract says the response is: the fuzzer's oracle, from the case and what the path parameter
 * could name when it was sent (`open`: ids or invite tokens).
 */
export function expectationFor(
  endpoint: FuzzEndpoint,
  fuzzCase: FuzzCase,
  open: readonly (number | string)[],
): Expectation {
  const { segment, payload } = fuzzCase;
  if (segment && !segment.routable) return { mustReject: true };
  const readsBody = endpoint.method !== 'GET';
  const unparsable = readsBody && isUnparsable(payload);
  if (endpoint.auth && fuzzCase.role !== signedInRole(endpoint)) {
    return unparsable && endpoint.refreshesToken
      ? { mustReject: true }
      : { mustReject: true, status: 401 };
  }
  if (readsBody && payload.kind === 'large' && payload.bytes > BODY_LIMIT_BYTES) {
    return { mustReject: true, status: 413 };
  }
  const idRefused =
    segment !== undefined && (segment.key === undefined || !open.includes(segment.key));
  if (endpoint.upload) return uploadExpectation(payload, idRefused);
  const hasSchema = endpoint.fields !== undefined;
  const bodyBroken =
    (payload.kind === 'json' && (payload.broken || endpoint.refuses?.(payload.value) === true)) ||
    (hasSchema && (payload.kind === 'none' || payload.kind === 'large' || payload.kind === 'raw'));
  const bodyRefused = unparsable || bodyBroken;
  const key = fuzzCase.idempotencyKey;
  const keyRefused = key !== undefined && isRefusedKey(key);
  const refused = bodyRefused || keyRefused || idRefused || fuzzCase.queryBroken === true;
  if (endpoint.alwaysRefused && !refused) {
    return { mustReject: true, status: endpoint.alwaysRefused.status };
  }
  return { mustReject: refused || endpoint.alwaysRefused !== undefined };
}

/**
 * The photo routes read a multipart form: any other body is refused (415 when it is JSON or
 * none at all), and a form gets the response its problem calls for. Which of two problems
 * (a missing row, a bad form) gets its response first the contract does not say.
 */
function uploadExpectation(payload: Payload, idRefused: boolean): Expectation {
  if (payload.kind !== 'multipart') {
    const notAForm = (payload.kind === 'json' && !isUnparsable(payload)) || payload.kind === 'none';
    return { mustReject: true, status: notAForm && !idRefused ? 415 : undefined };
  }
  const status = MULTIPART_STATUSES[payload.problem];
  if (idRefused) return { mustReject: true };
  return { mustReject: status !== 200, status };
}

let keysSent = 0;

/**
 * A usable key the fuzzer already sent would replay the order it made (201 with the first
 * order, by design: see orders.test.ts), whatever the new body. Each case gets a key of its
 * own, so a replay never stands in for a refusal; refused keys are sent as generated.
 */
function uniqueWhenUsable(key: string): string {
  if (isRefusedKey(key)) return key;
  keysSent += 1;
  return `${keysSent}:${key}`.slice(0, 255);
}

function isRefusedKey(key: string): boolean {
  return key.length === 0 || key.length > 255 || key.includes('\u0000');
}

/** A body the parser refuses whatever the route: malformed, unsupported, too large, poisoned. */
function isUnparsable(payload: Payload): boolean {
  switch (payload.kind) {
    case 'raw':
      // An empty body is no body, whatever type it names (plugins/empty-bodies.ts).
      return payload.problem !== 'not-an-object' && payload.text !== '';
    case 'large':
      return payload.bytes > BODY_LIMIT_BYTES;
    case 'json':
      return hasPoisonedKey(payload.value);
    case 'none':
    case 'multipart':
      return false;
  }
}

/**
 * `__proto__` anywhere, or `constructor.prototype`: Fastify's JSON parser refuses both
 * (prototype poisoning), before any route sees the body.
 */
function hasPoisonedKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasPoisonedKey);
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructor = Object.hasOwn(value, 'constructor')
    ? (value as { constructor: unknown }).constructor
    : undefined;
  if (
    typeof constructor === 'object' &&
    constructor !== null &&
    Object.hasOwn(constructor, 'prototype')
  ) {
    return true;
  }
  return Object.values(value).some(hasPoisonedKey);
}

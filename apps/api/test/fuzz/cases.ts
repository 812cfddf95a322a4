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
import type { Fixtures } from './fixtures';
import { BODY_LIMIT_BYTES, encodePayload, payloadFor, type Payload } from './payloads';

export type Role = 'visitor' | 'customer' | 'forged';

/** An id in a path, as sent (percent-encoded), and the number the server reads from it. */
export interface PathSegment {
  text: string;
  id?: number;
  /** False when no route can match (empty, too long, not valid percent-encoding). */
  routable: boolean;
}

export interface FuzzCase {
  /** Visitors send no token, customers a usable one, `forged` an unusable Authorization. */
  role: Role;
  authorization?: string;
  segment?: PathSegment;
  query?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  payload: Payload;
  /** Spread over many clients, as traffic is: no per-address limit decides the answer. */
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

function segmentFor(ids: readonly number[]): fc.Arbitrary<PathSegment> {
  const decoded = fc.oneof(
    { arbitrary: fc.constantFrom(...ids).map(String), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: 60 }).map(String), weight: 2 },
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
          return { text, id: idFrom(raw), routable: raw !== '' && text.length <= MAX_PARAM_LENGTH };
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

export function caseFor(endpoint: FuzzEndpoint, fixtures: Fixtures): fc.Arbitrary<FuzzCase> {
  const role = fc.oneof(
    { arbitrary: fc.constant<Role>('customer'), weight: 4 },
    { arbitrary: fc.constant<Role>('visitor'), weight: 1 },
    { arbitrary: fc.constant<Role>('forged'), weight: 1 },
  );
  const maybe = <T>(arbitrary: fc.Arbitrary<T>, freq: number) =>
    fc.option(arbitrary, { freq, nil: undefined });
  return fc.record({
    role,
    authorization: forgedAuthorization(
      endpoint.refreshesToken
        ? fixtures.forgedAuthorizations
        : [...fixtures.forgedAuthorizations, fixtures.expiredAuthorization],
    ),
    segment: endpoint.param
      ? segmentFor([...fixtures.ids[endpoint.param].own, ...fixtures.ids[endpoint.param].other])
      : fc.constant(undefined),
    query: maybe(queryString, 4),
    headers: maybe(extraHeaders, 4),
    idempotencyKey: endpoint.idempotencyKey ? maybe(idempotencyKey, 2) : fc.constant(undefined),
    payload: payloadFor(endpoint.method, endpoint.fields?.(fixtures), endpoint.validWeight ?? 4),
    remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
  });
}

export function requestFor(
  endpoint: FuzzEndpoint,
  fuzzCase: FuzzCase,
  token?: string,
): InjectOptions {
  const path = endpoint.path.replace(/:\w+/, fuzzCase.segment?.text ?? '');
  const { contentType, body } = encodePayload(fuzzCase.payload);
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (fuzzCase.role === 'customer') headers.authorization = `Bearer ${token}`;
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
  /** The one status the contract gives, when it gives one. */
  status?: number;
}

/**
 * What the contract answers: the fuzzer's oracle, from the case and the ids the customer
 * could use when it was sent.
 */
export function expectationFor(
  endpoint: FuzzEndpoint,
  fuzzCase: FuzzCase,
  openIds: readonly number[],
): Expectation {
  const { segment, payload } = fuzzCase;
  if (segment && !segment.routable) return { mustReject: true };
  const readsBody = endpoint.method !== 'GET';
  const unparsable = readsBody && isUnparsable(payload);
  if (endpoint.auth && fuzzCase.role !== 'customer') {
    return unparsable && endpoint.refreshesToken
      ? { mustReject: true }
      : { mustReject: true, status: 401 };
  }
  if (readsBody && payload.kind === 'large' && payload.bytes > BODY_LIMIT_BYTES) {
    return { mustReject: true, status: 413 };
  }
  const hasSchema = endpoint.fields !== undefined;
  const bodyRefused =
    unparsable ||
    (payload.kind === 'json' && payload.broken) ||
    (hasSchema && (payload.kind === 'none' || payload.kind === 'large' || payload.kind === 'raw'));
  const key = fuzzCase.idempotencyKey;
  const keyRefused = key !== undefined && isRefusedKey(key);
  const idRefused =
    segment !== undefined && (segment.id === undefined || !openIds.includes(segment.id));
  return { mustReject: bodyRefused || keyRefused || idRefused };
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
      return payload.problem !== 'not-an-object';
    case 'large':
      return payload.bytes > BODY_LIMIT_BYTES;
    case 'json':
      return hasPoisonedKey(payload.value);
    case 'none':
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

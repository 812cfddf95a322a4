import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { oddText } from './arbitraries';
import { bodyFor, type FieldSpecs } from './fields';
import { multipartPayload, type MultipartPayload, type SampleImages } from './uploads';

export { BODY_LIMIT_BYTES };

/**
 * - `invalid-json`: declared JSON that does not parse, refused wherever a body is read (an
 *   empty one is no body at all: plugins/empty-bodies.ts);
 * - `unsupported-type`: a content type the API does not take, refused likewise;
 * - `not-an-object`: parses, but to a string or an array: refused where a body is expected.
 */
export type RawProblem = 'invalid-json' | 'unsupported-type' | 'not-an-object';

export type Payload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; broken: boolean }
  | { kind: 'raw'; contentType: string | undefined; text: string; problem: RawProblem }
  /** `{"<field>":"xxx…"}` of `bytes` bytes, built when sent. */
  | { kind: 'large'; bytes: number; field: string }
  /** A photo upload's form (only the upload routes get these). */
  | MultipartPayload;

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\u0001"}',
  '{"__proto__":{"role":"owner"}}',
  '{"constructor":{"prototype":{"role":"owner"}}}',
  '{"a":1e999999999999}x',
  '\u00ff\u00fe{',
];

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=utf-16',
];

const UNSUPPORTED_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  'application/jsonx',
  'image/png',
  'garbage',
  '',
  undefined,
];

const rawPayload: fc.Arbitrary<Payload> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(...JSON_TYPES),
    text: fc.oneof(
      fc.constantFrom(...INVALID_JSON),
      oddText().filter((value) => !parses(value)),
      fc.integer({ min: 1, max: 5000 }).map((depth) => '['.repeat(depth)),
    ),
    problem: fc.constant('invalid-json' as const),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(...UNSUPPORTED_TYPES),
    // Not empty: an empty body is no body, whatever its declared type.
    text: fc.oneof(
      fc.constantFrom('a=1&status=completed', '<a/>', '{"a":1}'),
      oddText().filter((text) => text !== ''),
    ),
    problem: fc.constant('unsupported-type' as const),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('text/plain', 'text/plain; charset=utf-8'),
    text: oddText(),
    problem: fc.constant('not-an-object' as const),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/json'),
    text: fc
      .integer({ min: 1, max: 5000 })
      .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    problem: fc.constant('not-an-object' as const),
  }),
);

/** Large bodies: half just under the body limit (too long for any field), half over it. */
const largePayload = (field: string): fc.Arbitrary<Payload> =>
  fc
    .oneof(
      fc.integer({ min: BODY_LIMIT_BYTES / 2, max: BODY_LIMIT_BYTES - 1024 }),
      fc.integer({ min: BODY_LIMIT_BYTES + 1, max: 24 * BODY_LIMIT_BYTES }),
    )
    .map((bytes) => ({ kind: 'large' as const, bytes, field }));

/**
 * Bodies for an endpoint: its own fields when it reads a body, any JSON otherwise; for a
 * photo upload, mostly multipart forms.
 */
export function payloadFor(
  method: string,
  fields: FieldSpecs | undefined,
  validWeight: number,
  upload?: SampleImages,
): fc.Arbitrary<Payload> {
  const none = fc.constant<Payload>({ kind: 'none' });
  const json: fc.Arbitrary<Payload> = fields
    ? bodyFor(fields, validWeight).map(({ value, broken }) => ({ kind: 'json', value, broken }))
    : fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json', value, broken: false }));
  if (method === 'GET') {
    return fc.oneof({ arbitrary: none, weight: 6 }, { arbitrary: json, weight: 1 });
  }
  const usual = fc.oneof(
    { arbitrary: json, weight: 16 },
    { arbitrary: rawPayload, weight: 4 },
    { arbitrary: none, weight: 1 },
    { arbitrary: largePayload(Object.keys(fields ?? {})[0] ?? 'data'), weight: 1 },
  );
  if (!upload) return usual;
  return fc.oneof(
    { arbitrary: usual, weight: 1 },
    { arbitrary: multipartPayload(upload), weight: 2 },
  );
}

/** The request's content type and body for a payload. */
export function encodePayload(payload: Payload): { contentType?: string; body?: string | Buffer } {
  switch (payload.kind) {
    case 'none':
      return {};
    case 'json':
      return { contentType: 'application/json', body: JSON.stringify(payload.value) ?? 'null' };
    case 'raw':
      return { contentType: payload.contentType || undefined, body: payload.text };
    case 'large': {
      const overhead = JSON.stringify({ [payload.field]: '' }).length;
      const filler = 'x'.repeat(payload.bytes - overhead);
      return { contentType: 'application/json', body: JSON.stringify({ [payload.field]: filler }) };
    }
    case 'multipart':
      return { contentType: payload.contentType, body: payload.body };
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

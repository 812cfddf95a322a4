import fc from 'fast-check';

/**
 * Pieces of text that break naive code: control and zero-width characters, right-to-left
 * marks, combining accents, emoji, lone surrogates, quotes, markup, SQL and format strings.
 */
const ODD_PIECES = [
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  'e\u0301',
  '👩‍🍳',
  '🍛',
  'ﷺ',
  '𝕏',
  'ß',
  'İ',
  '\\',
  '"',
  "'",
  '`',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '${7*7}',
  '{{7*7}}',
  '%s%n',
  '../',
  'null',
  'NaN',
];

/** One piece of odd text: a listed one, any code point, or any grapheme. */
export const oddPiece = fc.oneof(
  fc.constantFrom(...ODD_PIECES),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);

export const oddText = (maxPieces = 12) => fc.string({ unit: oddPiece, maxLength: maxPieces });

/** Whitespace only, in its many forms: trimmed, it is empty. */
export const blankText = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '\ufeff',
  ' \r\n ',
);

/** Text of more than `max` characters (code points, as the server counts) even after trimming. */
export const tooLongText = (max: number) =>
  fc
    .tuple(fc.integer({ min: max, max: max + 300 }), oddPiece)
    .map(([length, piece]) => `x${piece.repeat(length)}x`);

/** Characters as the server counts them: code points, not UTF-16 units. */
export const characters = (value: string) => [...value].length;

/** Anything but a string. */
export const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Anything but a number. */
export const notANumber = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('1', '99', '1e3', '0x10', 'NaN', 'Infinity', '-Infinity', ' 1', ''),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Numbers that are not whole numbers from `min` to `max`. */
export const numberOutside = (min: number, max: number) =>
  fc.oneof(
    fc.maxSafeInteger().filter((value) => value < min || value > max),
    fc.integer({ min: min - 100, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 100 }),
    fc.double().filter((value) => !Number.isInteger(value)),
    fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -0.5, min - 0.5, max + 0.5, 5e-324),
  );

/** Names and values a client might slip in to set what only the server decides. */
export const PRIVILEGED_FIELDS = {
  id: 1,
  harga: 1,
  harga_satuan: 1,
  harga_total: 1,
  total_amount: 1,
  amount: 1,
  status: 'completed',
  payment_status: 'completed',
  user_id: 1,
  role: 'owner',
  is_admin: true,
  created_at: '2000-01-01T00:00:00.000Z',
  paid_at: '2000-01-01T00:00:00.000Z',
  password_hash: 'scrypt$1$1$1$x$y',
  tokens_valid_after: null,
} as const;

/** Fields the body does not define: privileged names, random names, prototype names. */
export const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...Object.keys(PRIVILEGED_FIELDS), 'toString', 'valueOf', 'hasOwnProperty'),
    fc.string({ maxLength: 10 }),
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 4 },
);

/** Query strings no route reads: they must change nothing. */
export const queryString = fc.oneof(
  fc.constantFrom(
    'a=1&a=2',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'a[b][c][d][e]=1',
    '%',
    '%zz',
    '%E0%A4%A',
    '=&=&&',
    'user_id=1&status=completed&role=owner',
    'id=-1',
  ),
  fc.integer({ min: 1000, max: 8000 }).map((length) => `q=${'y'.repeat(length)}`),
  fc.dictionary(oddText(4), oddText(6), { maxKeys: 4 }).map((entries) =>
    Object.entries(entries)
      .filter(([key, value]) => isWellFormed(key) && isWellFormed(value))
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&'),
  ),
);

/** Headers no route reads, with odd values. */
export const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'accept-language',
    'origin',
    'x-forwarded-for',
    'x-http-method-override',
    'x-user-id',
    'cookie',
  ),
  fc.oneof(
    fc.constantFrom('text/html', '*/*', 'application/xml', 'DELETE', '1', 'gzip, br', '../../'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  ),
  { maxKeys: 3 },
);

/** Characters a header value can carry (latin-1), controls included. */
export const headerText = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)),
    minLength,
    maxLength,
  });

export const base64UrlText = fc
  .uint8Array({ maxLength: 60 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'));

/** Whether the text has no lone surrogate, so that it can be percent-encoded. */
export function isWellFormed(value: string): boolean {
  return !/\p{Surrogate}/u.test(value);
}

import { normalizePhone, NORMALIZED_PHONE_PATTERN, textProblem } from '@dapur/shared';
import { createECDH } from 'node:crypto';
import fc from 'fast-check';
import {
  blankText,
  characters,
  extraFields,
  isWellFormed,
  notANumber,
  notAString,
  numberOutside,
  oddPiece,
  oddText,
  tooLongText,
} from './arbitraries';

/**
 * One body field: values the contract accepts and values it refuses. This is the fuzzer's
 * own reading of the API contract, written apart from the server's schemas on purpose.
 */
export interface FieldSpec {
  valid: fc.Arbitrary<unknown>;
  invalid: fc.Arbitrary<unknown>;
  /** Leaving it out is allowed. */
  optional?: boolean;
}

export type FieldSpecs = Record<string, FieldSpec>;

/** A JSON body and whether the contract refuses it. */
export interface GeneratedBody {
  value: unknown;
  broken: boolean;
}

const withNul = fc.tuple(oddText(4), oddText(4)).map(([a, b]) => `${a}\u0000${b}`);
/** A line break or another control character inside text: refused by one-line fields. */
const withLineBreak = fc
  .tuple(
    fc.constantFrom('Budi', 'a'),
    fc.constantFrom('\n', '\r', '\u2028', '\u001b', '\t'),
    fc.constantFrom('Lunas', 'b'),
  )
  .map(([a, cut, b]) => `${a}${cut}${b}`);

/** A name or a phone is one line; an address, a note or a description keeps its lines. */
export interface TextSpecOptions {
  multiline?: boolean;
}

/** Required text, trimmed, 1 to `max` characters, odd characters welcome (but no NUL). */
export function text(max = 255, { multiline = false }: TextSpecOptions = {}): FieldSpec {
  return {
    valid: fc.oneof(
      oddText().filter((value) => isStorableText(value, max, multiline)),
      fc.constant('a'.repeat(max)),
    ),
    invalid: fc.oneof(
      notAString,
      blankText,
      tooLongText(max),
      withNul,
      ...(multiline ? [] : [withLineBreak]),
    ),
  };
}

/** A well-formed address nobody has yet. */
export const newEmail: FieldSpec = {
  valid: fc.uuid().map((id) => `Fuzz.${id}@Contoh.id`),
  invalid: fc.oneof(
    notAString,
    blankText,
    tooLongText(255),
    withNul,
    fc.constantFrom('siti', 'a@', '@contoh.id', 'a@@contoh.id', 'a b@contoh.id', 'siti@contoh'),
    oddText().filter((value) => value.trim() !== '' && !value.includes('@')),
  ),
};

/** Indonesian numbers in the forms people type them. */
export const phone: FieldSpec = {
  valid: fc
    .tuple(
      fc.constantFrom('08', '628', '+628', '+62 8', '0 8'),
      fc.stringMatching(/^\d{8,10}$/),
      fc.constantFrom('', '-', ' '),
    )
    .map(
      ([prefix, digits, separator]) =>
        `${prefix}${digits.slice(0, 3)}${separator}${digits.slice(3)}`,
    ),
  invalid: fc.oneof(
    notAString,
    blankText,
    tooLongText(255),
    withNul,
    fc.constantFrom(
      '0812',
      '1234567890',
      '62812345678901234',
      '62-abc-defg',
      '０８１２３４５６７８９',
      '٠٨١٢٣٤٥٦٧٨',
    ),
    oddText().filter((value) => value.trim() !== '' && !isPhone(value)),
  ),
};

export function wholeNumber(min: number, max: number): FieldSpec {
  return {
    valid: fc.integer({ min, max }),
    invalid: fc.oneof(numberOutside(min, max), notANumber),
  };
}

/** An id that must name one of `ids`; any other number is refused (422 or 404). */
export function idOf(ids: readonly number[]): FieldSpec {
  return {
    valid: fc.constantFrom(...ids),
    invalid: fc.oneof(
      numberOutside(1, 2 ** 31 - 1),
      notANumber,
      fc.integer({ min: 1, max: 2 ** 31 - 1 }).filter((id) => !ids.includes(id)),
      fc.constantFrom(2 ** 31, 2 ** 40, 2 ** 53 - 1),
    ),
  };
}

/** Exactly one word; near misses (case, spaces) and every other value are refused. */
export function word(expected: string, alsoRefused: readonly string[] = []): FieldSpec {
  return {
    valid: fc.constant(expected),
    invalid: fc.oneof(
      fc.constantFrom(
        ...alsoRefused,
        expected.toUpperCase(),
        ` ${expected}`,
        `${expected} `,
        `${expected}\u0000`,
        '',
      ),
      oddText().filter((value) => value !== expected),
      notAString,
    ),
  };
}

/** The emailed 6-digit code, spaces around it allowed. */
export const resetCode: FieldSpec = {
  valid: fc.stringMatching(/^\d{6}$/),
  invalid: fc.oneof(
    fc.constantFrom('12345', '1234567', 'abcdef', '12 3456', '１２３４５６', '١٢٣٤٥٦', ''),
    oddText().filter((value) => !/^\d{6}$/.test(value.trim())),
    notAString,
  ),
};

/** Any non-empty string (passwords are not trimmed). */
export const anyPassword: FieldSpec = {
  valid: fc.string({ unit: oddPiece, minLength: 1, maxLength: 10 }),
  invalid: fc.oneof(notAString, fc.constant('')),
};

/** The only password `valid` gives, so a password and its confirmation match. */
export function fixedPassword(password: string): FieldSpec {
  return {
    valid: fc.constant(password),
    invalid: fc.oneof(
      notAString,
      oddText(7).filter((value) => characters(value) < 8),
      tooLongText(255),
    ),
  };
}

/** A confirmation: anything but the password is refused. */
export function confirmationOf(password: string): FieldSpec {
  return {
    valid: fc.constant(password),
    invalid: fc.oneof(
      notAString,
      oddText().filter((value) => value !== password),
    ),
  };
}

/** Text that may be left empty (blank is trimmed to nothing), at most `max` characters. */
export function optionalText(max = 255, { multiline = false }: TextSpecOptions = {}): FieldSpec {
  return {
    valid: fc.oneof(
      oddText().filter((value) => isStorableText(value, max, multiline) || isBlank(value)),
      blankText,
      fc.constant('a'.repeat(max)),
    ),
    invalid: fc.oneof(notAString, tooLongText(max), withNul, ...(multiline ? [] : [withLineBreak])),
  };
}

/** Any well-formed address (taken or not). */
export const email: FieldSpec = newEmail;

export const boolean: FieldSpec = {
  valid: fc.boolean(),
  invalid: fc.oneof(
    fc.constantFrom('true', 'false', 'ya', 0, 1, null, '', [], {}),
    oddText(),
    fc.integer(),
  ),
};

/** One of `words`, exactly; near misses (case, spaces) and every other value are refused. */
export function oneOfWords(
  words: readonly string[],
  alsoRefused: readonly string[] = [],
): FieldSpec {
  const nearMisses = words.flatMap((word) => [
    word.toUpperCase(),
    ` ${word}`,
    `${word} `,
    `${word}\u0000`,
  ]);
  return {
    valid: fc.constantFrom(...words),
    invalid: fc.oneof(
      fc.constantFrom(...alsoRefused, ...nearMisses, ''),
      oddText().filter((value) => !words.includes(value)),
      notAString,
    ),
  };
}

/**
 * An id that must name a row that exists when it is sent (`ids` at arrangement; rows may be
 * deleted since, which is a refusal too). Refused for sure: ids no table reaches (a million
 * and up: the fuzz creates a few hundred rows at most), and everything that is no id.
 */
export function existingIdOf(ids: readonly number[]): FieldSpec {
  return {
    valid: fc.constantFrom(...ids),
    invalid: fc.oneof(
      numberOutside(1, 2 ** 31 - 1),
      notANumber,
      fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
      fc.constantFrom(2 ** 31, 2 ** 40, 2 ** 53 - 1),
    ),
  };
}

const notAnArray = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** No order id: zero or below, a fraction, or no number at all. */
const notAnId = fc.oneof(
  fc.integer({ min: -1_000, max: 0 }),
  fc.double({ noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constantFrom(-0.5, 0.5, 1.5, 5e-324),
  notANumber,
);

/**
 * 1 to `max` order ids: existing ones (at arrangement) or any whole number from 1, which
 * names no order and is ignored. Refused: no list, an empty or too long one, any item that
 * is no whole number from 1.
 */
export function orderIdList(ids: readonly number[], max: number): FieldSpec {
  const id = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fc.constantFrom(2 ** 31, 2 ** 53 - 1),
  );
  const valid = fc.array(id, { minLength: 1, maxLength: max });
  return {
    valid,
    invalid: fc.oneof(
      notAnArray,
      fc.constant([]),
      fc.array(id, { minLength: max + 1, maxLength: max + 20 }),
      fc
        .tuple(valid, notAnId, fc.nat())
        .map(([list, wrong, at]) => {
          const copy: unknown[] = [...list];
          copy.splice(at % (copy.length + 1), 0, wrong);
          return copy;
        })
        .filter((list) => list.length <= max + 1),
    ),
  };
}

/** `null` is allowed as well (it clears the field). */
export function nullable(spec: FieldSpec): FieldSpec {
  return {
    ...spec,
    valid: fc.oneof({ arbitrary: spec.valid, weight: 3 }, fc.constant(null)),
    // Not null, nor what JSON sends as null (Infinity, NaN).
    invalid: spec.invalid.filter((value) => value !== null && JSON.stringify(value) !== 'null'),
  };
}

/** An https address on one of `hosts`; empty or null for none. */
export function link(hosts: readonly string[]): FieldSpec {
  const host = fc.constantFrom(...hosts);
  const path = fc.constantFrom('', '/', '/warungdapur', '/maps/embed?pb=!1m18', '/p/Ab_1-x/?a=1#b');
  return {
    valid: fc.oneof(
      fc.tuple(host, path).map(([name, rest]) => `https://${name}${rest}`),
      fc.tuple(host, path).map(([name, rest]) => ` https://${name}${rest}\n`),
      fc.constantFrom('', null),
    ),
    invalid: fc.oneof(
      fc
        .tuple(host, path)
        .chain(([name, rest]) =>
          fc.constantFrom(
            `http://${name}${rest}`,
            `ftp://${name}${rest}`,
            `//${name}${rest}`,
            `${name}${rest}`,
            `https://${name}.contoh.id${rest}`,
            `https://contoh.id/${name}`,
            `https://siti@${name}${rest}`,
            `https://${name}/${'x'.repeat(260)}`,
            `javascript://${name}/%0Aalert(1)`,
          ),
        ),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://', 'null'),
      // Blank (not empty) is left out: whether it means "none" the contract does not say.
      oddText().filter((value) => value.trim() !== '' && !value.trim().startsWith('https://')),
      notAString.filter((value) => value !== null),
    ),
  };
}

/** `2026-06-11T12:00:00+07:00`: an instant written in the given offset, with or without milliseconds. */
function isoIn(date: Date, offsetMinutes: number, withMs: boolean): string {
  const wall = new Date(date.getTime() + offsetMinutes * 60_000).toISOString();
  const size = Math.abs(offsetMinutes);
  const offset =
    offsetMinutes === 0
      ? 'Z'
      : `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
  return `${withMs ? wall.slice(0, 23) : wall.slice(0, 19)}${offset}`;
}

/**
 * When an order is due: ISO 8601 with an offset. Any such instant is valid input; whether
 * the kitchen can keep it (hours, lead times, the past) the shop decides, refusing with a 422.
 */
export const scheduledTime: FieldSpec = {
  valid: fc.oneof(
    fc
      .tuple(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(0, 420, 480, -330, 840, -720),
        fc.boolean(),
      )
      .map(([date, offset, withMs]) => isoIn(date, offset, withMs)),
    // Times the demo restaurant keeps at the tests' clock (Wednesday 10 June 2026, 10.00).
    fc.constantFrom(
      '2026-06-10T12:00:00+07:00',
      '2026-06-11T07:00:00+07:00',
      '2026-06-12T05:00:00Z',
      '2026-06-13T19:30:00+07:00',
    ),
  ),
  invalid: fc.oneof(
    fc.constantFrom(
      'besok jam 12',
      '2026-06-11',
      '2026-06-11T12:00:00',
      '2026-06-11 12:00:00+07:00',
      '2026-06-11T12:00+07:00',
      '2026-06-11T12:00:00+0700',
      '2026-02-30T12:00:00Z',
      '2026-06-11T24:00:00Z',
      ' 2026-06-11T12:00:00Z',
      '2026-06-11t12:00:00z',
      '12.00',
      '',
    ),
    oddText().filter((value) => !/^\d{4}-\d{2}-\d{2}T/.test(value)),
    notAString,
  ),
};

const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 });
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** One opening of one weekday: day 0–6, `HH:MM` times, closing after opening. */
const opening = fc
  .tuple(fc.integer({ min: 0, max: 6 }), minuteOfDay, minuteOfDay)
  .filter(([, a, b]) => a !== b)
  .map(([day, a, b]) => ({ day, open: timeOf(Math.min(a, b)), close: timeOf(Math.max(a, b)) }));

const brokenOpening = fc.oneof(
  opening.chain((valid) =>
    fc.oneof(
      fc.constantFrom(7, -1, 1.5, '1', null, 1e9).map((day) => ({ ...valid, day })),
      fc
        .constantFrom('7:00', '24:00', '07:60', '0700', '07:00:00', ' 07:00', '07.00', '', 7, null)
        .map((open) => ({ ...valid, open })),
      fc.constant({ ...valid, open: valid.close, close: valid.open }),
      fc.constant({ ...valid, close: valid.open }),
      fc.constantFrom('day', 'open', 'close').map((key) => withoutKeys(valid, [key])),
    ),
  ),
  fc.constantFrom(null, 'Senin 07:00-20:00', 3, []),
);

/** At most 21 openings (three a day). */
export const openingHours: FieldSpec = {
  valid: fc.array(opening, { maxLength: 21 }),
  invalid: fc.oneof(
    fc.array(opening, { minLength: 22, maxLength: 30 }),
    fc
      .tuple(fc.array(opening, { maxLength: 6 }), brokenOpening, fc.nat())
      .map(([openings, broken, at]) => {
        const copy: unknown[] = [...openings];
        copy.splice(at % (openings.length + 1), 0, broken);
        return copy;
      }),
    notAString.filter((value) => !Array.isArray(value)),
    fc.constantFrom('', 'setiap hari'),
  ),
};

/**
 * A push service's URL: https only, printable ASCII, at most 2048 characters. The valid ones
 * are few, so that deleting names a stored one, and all on a closed port of this machine,
 * so that the pushes a test push sends fail at once (ECONNREFUSED) and reach nobody.
 */
const pushEndpoints = Array.from({ length: 12 }, (_, i) => `https://127.0.0.1:9/push/ponsel-${i}`);
export const pushEndpoint: FieldSpec = {
  valid: fc.oneof(
    { arbitrary: fc.constantFrom(...pushEndpoints), weight: 4 },
    { arbitrary: fc.constantFrom(...pushEndpoints).map((url) => ` ${url}\n`), weight: 1 },
  ),
  invalid: fc.oneof(
    fc.constantFrom(
      'http://127.0.0.1:9/push/ponsel-0',
      'ftp://127.0.0.1:9/push',
      'wss://127.0.0.1:9/push',
      '//127.0.0.1:9/push',
      '127.0.0.1:9/push',
      'https://',
      'https://ibu:rahasia@127.0.0.1:9/push',
      'https://127.0.0.1:9/push/ponsel ibu',
      'https://127.0.0.1:9/push/ponsel-ä',
      'https://127.0.0.1:9/push/\u0000',
      `https://127.0.0.1:9/${'p'.repeat(2049)}`,
      'javascript:alert(1)',
    ),
    blankText,
    notAString,
    oddText().filter((value) => !value.trim().startsWith('https://')),
  ),
};

/** Real P-256 public keys, as browsers make them: a random 65 bytes is no point of the curve. */
const browserKeys = Array.from({ length: 6 }, () => {
  const ecdh = createECDH('prime256v1');
  return ecdh.generateKeys().toString('base64url');
});
const authSecret = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'));
const offCurveKey = fc
  .uint8Array({ minLength: 64, maxLength: 64 })
  .map((bytes) => Buffer.concat([Buffer.from([4]), bytes]).toString('base64url'));
const browserKey = fc.constantFrom(...browserKeys);

/** `keys` of PushSubscription.toJSON(): p256dh (65 bytes) and auth (16 bytes), base64url. */
export const pushKeys: FieldSpec = {
  valid: fc.record({
    p256dh: fc.oneof(
      browserKey,
      browserKey.map((key) => `${key}=`),
    ),
    auth: fc.oneof(
      authSecret,
      authSecret.map((secret) => `${secret}==`),
    ),
  }),
  invalid: fc.oneof(
    fc.record({ p256dh: offCurveKey, auth: authSecret }),
    fc.record({
      p256dh: fc.oneof(
        browserKey.map((key) => key.slice(0, -1)),
        browserKey.map((key) => `${key}A`),
        browserKey.map((key) => Buffer.from(key, 'base64url').toString('hex')),
        notAString,
        blankText,
      ),
      auth: authSecret,
    }),
    fc.record({
      p256dh: browserKey,
      auth: fc.oneof(
        authSecret.map((secret) => secret.slice(0, -1)),
        authSecret.map((secret) => `${secret}AA`),
        notAString,
        blankText,
      ),
    }),
    fc.record({ p256dh: browserKey }),
    fc.record({ auth: authSecret }),
    notAString,
  ),
};

/**
 * One query parameter, as text. `invalid` may give several values: the parameter repeated,
 * which a route reading one value refuses.
 */
export interface QuerySpec {
  valid: fc.Arbitrary<string>;
  invalid: fc.Arbitrary<string | string[]>;
}

export type QuerySpecs = Record<string, QuerySpec>;

const twice = (value: fc.Arbitrary<string>) => fc.tuple(value, value);

/**
 * A calendar day, `2026-11-23`: any from year 1 to 9999, mostly near today, often the
 * first or the last there is. Year 0 does not exist (1 BC comes before AD 1).
 */
export const day: QuerySpec = (() => {
  const dayIn = (min: string, max: string) =>
    fc
      .date({
        min: new Date(`${min}T00:00:00Z`),
        max: new Date(`${max}T00:00:00Z`),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
  const valid = fc.oneof(
    { arbitrary: dayIn('2024-01-01', '2028-12-31'), weight: 4 },
    { arbitrary: dayIn('0001-01-01', '9999-12-31'), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '0001-01-01',
        '0001-01-31',
        '9999-12-01',
        '9999-12-31',
        '2028-02-29',
      ),
      weight: 2,
    },
  );
  return {
    valid,
    invalid: fc.oneof(
      fc.constantFrom(
        '0000-01-01',
        '0000-12-31',
        '2026-13-01',
        '2026-02-30',
        '2027-02-29',
        '2026-00-10',
        '2026-01-00',
        '2026-1-01',
        '26-01-01',
        '2026/01/01',
        '2026-01-01T00:00',
        ' 2026-01-01',
        '2026-01-01 ',
        '+2026-01-01',
        '-2026-01-01',
        '20260101',
        '٢٠٢٦-٠١-٠١',
        'today',
        '',
      ),
      oddText(10).filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value)),
      twice(valid),
    ),
  };
})();

/** One of `words`, exactly. */
export function queryWord(
  words: readonly string[],
  alsoRefused: readonly string[] = [],
): QuerySpec {
  const valid = fc.constantFrom(...words);
  return {
    valid,
    invalid: fc.oneof(
      fc.constantFrom(...alsoRefused, ...words.map((word) => word.toUpperCase()), ''),
      oddText(6).filter((value) => !words.includes(value)),
      twice(valid),
    ),
  };
}

/** `1,2,21`: the dishes to be ordered, 1 to 100 positive ids (repeats allowed). */
export const foodIdList: QuerySpec = (() => {
  const id = fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 9_999_999_999 }));
  const valid = fc.array(id, { minLength: 1, maxLength: 100 }).map((ids) => ids.join(','));
  return {
    valid,
    invalid: fc.oneof(
      fc.constantFrom('', '0', '1,0', '1,', ',1', '1,,2', '-1', '1.5', ' 1', '1 ,2', 'satu', '1;2'),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 101, maxLength: 120 })
        .map((ids) => ids.join(',')),
      fc.integer({ min: 11, max: 30 }).map((length) => '1'.repeat(length)),
      oddText(6).filter((value) => !/^\d{1,10}(,\d{1,10})*$/.test(value)),
      twice(valid),
    ),
  };
})();

/** A page number from 1. Text a number parser reads as one (` 1`, `1e1`) is left out either way. */
export const pageNumber: QuerySpec = (() => {
  const valid = fc.oneof(
    fc.integer({ min: 1, max: 5 }).map(String),
    fc.constantFrom('1000', '2147483648', '9007199254740991'),
  );
  return {
    valid,
    invalid: fc.oneof(
      fc.constantFrom('0', '-1', '-0', '1.5', 'abc', 'NaN', 'Infinity', '-Infinity', '1e400', ''),
      oddText(6).filter((value) => !(Number.isInteger(Number(value)) && Number(value) >= 1)),
      twice(valid),
    ),
  };
})();

/** A query string and whether the contract refuses it. */
export interface GeneratedQuery {
  text: string;
  broken: boolean;
}

/** Parameters no route reads: they must change nothing. */
const ignoredParameters = fc.dictionary(
  fc.constantFrom('q', 'order_by', 'limit', 'per_page', 'user_id', 'role', 'id', 'x'),
  oddText(4).filter(isWellFormed),
  { maxKeys: 2 },
);

/**
 * Queries for the given parameters, all optional: mostly each valid or left out, often one
 * broken, sometimes with parameters the route does not read.
 */
export function queryFor(specs: QuerySpecs): fc.Arbitrary<GeneratedQuery> {
  const names = Object.keys(specs);
  const tagged = (target: string | undefined) =>
    fc.record(
      Object.fromEntries(
        names.map((name) => {
          const spec = specs[name]!;
          const valid = spec.valid.map((value): QueryValue => ({ broken: false, value }));
          const invalid = spec.invalid
            // Text with half a surrogate pair cannot be percent-encoded: it cannot be sent.
            .filter((value) => [value].flat().every(isWellFormed))
            .map((value): QueryValue => ({ broken: true, value }));
          const absent = fc.constant<QueryValue>({ broken: false });
          return [name, name === target ? invalid : fc.oneof(valid, absent)];
        }),
      ),
    );
  const values = fc.oneof(
    { arbitrary: tagged(undefined), weight: 3 },
    { arbitrary: fc.constantFrom(...names).chain(tagged), weight: 2 },
  );
  return fc
    .tuple(values, fc.option(ignoredParameters, { freq: 3, nil: undefined }))
    .map(([params, ignored]) => {
      const pairs: [string, string][] = [];
      for (const [name, { value }] of Object.entries(params)) {
        for (const one of value === undefined ? [] : [value].flat()) pairs.push([name, one]);
      }
      pairs.push(...Object.entries(ignored ?? {}));
      return {
        text: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
        broken: Object.values(params).some(({ broken }) => broken),
      };
    });
}

interface QueryValue {
  broken: boolean;
  value?: string | string[];
}

/**
 * The restaurant's QRIS code as text: a valid static code, or empty/null to remove it; a code
 * with one character changed (its CRC then fails), random text or no string is refused.
 */
export function qrisCode(valid: string): FieldSpec {
  return {
    valid: fc.constantFrom(valid, '', null, `  ${valid}\n`),
    invalid: fc.oneof(
      fc
        .nat({ max: valid.length - 5 })
        .map((at) => valid.slice(0, at) + (valid[at] === '9' ? '8' : '9') + valid.slice(at + 1)),
      fc.string({ minLength: 1, maxLength: 600 }).filter((code) => code.trim() !== ''),
      fc.integer(),
      fc.boolean(),
    ),
  };
}

export function optional(spec: FieldSpec): FieldSpec {
  return { ...spec, optional: true };
}

/**
 * Bodies for the given fields: mostly one field broken (wrong, or left out) with the rest
 * valid, sometimes a body that is not an object, and with weight `validWeight` a valid one.
 * Any of them may carry extra fields, which must not matter.
 */
export function bodyFor(fields: FieldSpecs, validWeight: number): fc.Arbitrary<GeneratedBody> {
  const names = Object.keys(fields);
  const required = names.filter((name) => !fields[name]!.optional);
  const build = (values: Record<string, Tagged>) =>
    fc.option(extraFields, { freq: 3 }).map((extras) => ({
      value: { ...withoutKeys(extras ?? {}, names), ...present(values) },
      broken: Object.entries(values).some(
        ([name, { state }]) =>
          state === 'invalid' || (state === 'absent' && !fields[name]!.optional),
      ),
    }));
  const tagged = (target: string | undefined) =>
    fc.record(
      Object.fromEntries(names.map((name) => [name, taggedValue(fields[name]!, name === target)])),
    );

  const oneBroken = fc.constantFrom(...names).chain((target) => tagged(target).chain(build));
  const notAnObject = fc
    .oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({}))
    .filter((value) => !isPlainObject(value) || required.length > 0)
    .map((value) => ({ value, broken: true }));
  const allValid = fc
    .record(Object.fromEntries(names.map((name) => [name, valid(fields[name]!)])))
    .chain(build);

  return fc.oneof(
    { arbitrary: oneBroken, weight: 20 },
    { arbitrary: notAnObject, weight: 3 },
    { arbitrary: allValid, weight: validWeight },
  );
}

interface Tagged {
  state: 'valid' | 'invalid' | 'absent';
  value?: unknown;
}

const valid = (spec: FieldSpec) => spec.valid.map((value): Tagged => ({ state: 'valid', value }));
const invalid = (spec: FieldSpec) =>
  spec.invalid.map((value): Tagged => ({ state: 'invalid', value }));
const absent = fc.constant<Tagged>({ state: 'absent' });

/** The broken field is wrong or left out; the others are mostly valid. */
function taggedValue(spec: FieldSpec, broken: boolean): fc.Arbitrary<Tagged> {
  if (broken) {
    return spec.optional
      ? invalid(spec)
      : fc.oneof({ arbitrary: invalid(spec), weight: 4 }, absent);
  }
  return fc.oneof(
    { arbitrary: valid(spec), weight: 8 },
    { arbitrary: invalid(spec), weight: 1 },
    { arbitrary: absent, weight: 1 },
  );
}

function present(values: Record<string, Tagged>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, tagged]) => tagged.state !== 'absent')
      .map(([name, tagged]) => [name, tagged.value]),
  );
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutKeys(record: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

function isBlank(value: string): boolean {
  return value.trim() === '' && !value.includes('\u0000');
}

function isStorableText(value: string, max: number, multiline = true): boolean {
  const length = characters(value.trim());
  return length >= 1 && length <= max && textProblem(value.trim(), multiline) === undefined;
}

function isPhone(value: string): boolean {
  return NORMALIZED_PHONE_PATTERN.test(normalizePhone(value));
}

/**
 * `options` of the cart and the direct order on a dish without option groups (the demo
 * menu's): none is the only valid choice. Refused: no list, an id that is no whole number
 * from 1, an id that is none of the dish's options.
 */
export const noOptionIds: FieldSpec = {
  valid: fc.constant([]),
  invalid: fc.oneof(
    notAnArray,
    fc.array(notAnId, { minLength: 1, maxLength: 3 }),
    fc.array(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 3 }),
  ),
};

/** One option group as the family's editor sends it: `name` is unique within the list by its number. */
function optionGroup(index: number) {
  return fc
    .integer({ min: 1, max: 4 })
    .chain((count) =>
      fc.integer({ min: 1, max: count }).chain((max) =>
        fc.record({
          name: text(50).valid.map((name) => `${index} ${String(name)}`),
          min: fc.integer({ min: 0, max }),
          max: fc.constant(max),
          options: fc.tuple(
            ...Array.from({ length: count }, (_, at) =>
              fc.record(
                {
                  name: text(50).valid.map((name) => `${at} ${String(name)}`),
                  // Never a price cut: a cut can take a cheap dish below Rp 0, which is refused.
                  price_delta: fc.integer({ min: 0, max: 1_000_000 }),
                  is_available: fc.boolean(),
                },
                { requiredKeys: ['name', 'price_delta'] },
              ),
            ),
          ),
        }),
      ),
    )
    .map((group) => ({ ...group, required: group.min >= 1 }));
}

/**
 * `option_groups` of `PUT /admin/foods/{id}/option-groups`: up to 10 new groups, each
 * with 1 to 4 options and a `min` and `max` that fit them. Refused: no list, more than 10,
 * a group without options, `min` above `max`, `max` above the options, a required group
 * with `min` 0, an id that is not the dish's.
 */
export const optionGroupList: FieldSpec = {
  valid: fc
    .integer({ min: 0, max: 3 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, at) => optionGroup(at)))),
  invalid: fc.oneof(
    notAnArray,
    fc.array(optionGroup(0), { minLength: 11, maxLength: 11 }),
    optionGroup(0).map((group) => [{ ...group, options: [] }]),
    optionGroup(0).map((group) => [{ ...group, min: group.max + 1, required: true }]),
    optionGroup(0).map((group) => [{ ...group, max: group.options.length + 1 }]),
    optionGroup(0).map((group) => [{ ...group, min: 0, required: true }]),
    optionGroup(0).map((group) => [{ ...group, id: 2 ** 31 - 1 }]),
  ),
};

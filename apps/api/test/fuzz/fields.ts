import { normalizePhone, NORMALIZED_PHONE_PATTERN } from '@dapur/shared';
import fc from 'fast-check';
import {
  blankText,
  characters,
  extraFields,
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

/** Required text, trimmed, 1 to `max` characters, odd characters welcome (but no NUL). */
export function text(max = 255): FieldSpec {
  return {
    valid: fc.oneof(
      oddText().filter((value) => isStorableText(value, max)),
      fc.constant('a'.repeat(max)),
    ),
    invalid: fc.oneof(notAString, blankText, tooLongText(max), withNul),
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

function isStorableText(value: string, max: number): boolean {
  const length = characters(value.trim());
  return length >= 1 && length <= max && !value.includes('\u0000');
}

function isPhone(value: string): boolean {
  return NORMALIZED_PHONE_PATTERN.test(normalizePhone(value));
}

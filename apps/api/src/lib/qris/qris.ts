import { QRIS_PAYLOAD_MAX_LENGTH, type QrisProblem } from '@dapur/shared';
import { crcHex } from './crc';
import { EmvSyntaxError, parseEmvTlv, serializeEmvTlv, type EmvField } from './emv-tlv';
import { InvalidQrisError } from './qris-error';

/** The EMVCo ids this library reads or writes. */
export const TAG = {
  formatIndicator: '00',
  pointOfInitiation: '01',
  merchantCategory: '52',
  currency: '53',
  amount: '54',
  tipOrFeeIndicator: '55',
  fixedFee: '56',
  percentageFee: '57',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
  language: '64',
} as const;

const FORMAT_VERSION = '01';
const STATIC = '11';
const DYNAMIC = '12';
const RUPIAH = '360';
/** EMVCo's amount field holds at most 13 characters. */
const AMOUNT_MAX_LENGTH = 13;

/** Fields every payable code has, with the reason given when one is missing. */
const REQUIRED: readonly (readonly [string, QrisProblem])[] = [
  [TAG.merchantCategory, 'merchantCategory'],
  [TAG.currency, 'currency'],
  [TAG.country, 'country'],
  [TAG.merchantName, 'merchantName'],
  [TAG.merchantCity, 'merchantCity'],
];

/** The amount and what would change it: a dynamic code for an order carries its total alone. */
const AMOUNT_AND_FEES = new Set<string>([
  TAG.amount,
  TAG.tipOrFeeIndicator,
  TAG.fixedFee,
  TAG.percentageFee,
]);

/** A QRIS code that passed every check. */
export interface Qris {
  /** The code as given, less surrounding whitespace. */
  payload: string;
  /** Its top-level fields in their order, without the checksum (tag 63). */
  fields: EmvField[];
}

/** 02–25 are card networks' merchant accounts, 26–51 templates such as QRIS's own (51). */
const isMerchantAccount = (id: string) => id >= '02' && id <= '51';

/** Templates whose content must itself be a run of fields. */
const isTemplate = (id: string) =>
  (id >= '26' && id <= '51') || id === TAG.additionalData || id === TAG.language;

function fieldsOf(text: string): EmvField[] {
  try {
    return parseEmvTlv(text);
  } catch (error) {
    if (error instanceof EmvSyntaxError) throw new InvalidQrisError('malformed', { cause: error });
    throw error;
  }
}

/**
 * The restaurant's QRIS code, checked as EMVCo merchant-presented data: well-formed fields
 * (templates included), the checksum last and right, the format version first, the fields
 * a payment needs, in rupiah. Throws `InvalidQrisError` naming the first problem found.
 */
export function parseQris(text: string): Qris {
  // A pasted code often ends with a newline; a code starts with "00" and ends with hex digits.
  const payload = text.trim();
  if (payload === '') throw new InvalidQrisError('empty');
  if (Array.from(payload).length > QRIS_PAYLOAD_MAX_LENGTH) throw new InvalidQrisError('tooLong');

  const all = fieldsOf(payload);
  const checksum = all.at(-1);
  const fields = all.slice(0, -1);
  if (
    checksum?.id !== TAG.crc ||
    checksum.value.length !== 4 ||
    fields.some(({ id }) => id === TAG.crc)
  ) {
    throw new InvalidQrisError('crcPlacement');
  }
  // The checksum covers everything before its own four digits, "6304" included.
  if (crcHex(payload.slice(0, -4)) !== checksum.value.toUpperCase()) {
    throw new InvalidQrisError('crcMismatch');
  }

  if (fields[0]?.id !== TAG.formatIndicator || fields[0].value !== FORMAT_VERSION) {
    throw new InvalidQrisError('formatIndicator');
  }
  const values = new Map<string, string>();
  for (const { id, value } of fields) {
    // Each id once: a second amount or name would make the code mean two things.
    if (values.has(id)) throw new InvalidQrisError('malformed');
    values.set(id, value);
  }
  const initiation = values.get(TAG.pointOfInitiation);
  if (initiation !== undefined && initiation !== STATIC && initiation !== DYNAMIC) {
    throw new InvalidQrisError('pointOfInitiation');
  }
  if (!fields.some(({ id }) => isMerchantAccount(id))) {
    throw new InvalidQrisError('merchantAccount');
  }
  for (const [id, problem] of REQUIRED) {
    if (!values.get(id)) throw new InvalidQrisError(problem);
  }
  // The amount written into the code is in rupiah.
  if (values.get(TAG.currency) !== RUPIAH) throw new InvalidQrisError('notRupiah');
  for (const { id, value } of fields) {
    if (isTemplate(id)) fieldsOf(value);
  }
  return { payload, fields };
}

/** The fields written out, closed by tag 63 with its checksum. */
export function serializeQris(fields: readonly EmvField[]): string {
  const unsigned = `${serializeEmvTlv(fields)}${TAG.crc}04`;
  return unsigned + crcHex(unsigned);
}

/** Whole rupiah, as the amount field writes them: "25000". */
function amountText(amount: number): string {
  const text = String(amount);
  if (!Number.isSafeInteger(amount) || amount <= 0 || text.length > AMOUNT_MAX_LENGTH) {
    throw new RangeError(
      `A QRIS amount is a whole number of rupiah from 1 to 13 digits: ${amount}`,
    );
  }
  return text;
}

/**
 * The restaurant's code made dynamic for one payment, so the e-wallet fills in the amount:
 * point of initiation 12, tag 54 with `amount` rupiah, no other amount, tip or fee (54–57),
 * every other field unchanged and in its place, the checksum recomputed. Worked on the
 * parsed fields, never by replacing text: a merchant name may well contain "5406".
 */
export function dynamicQris(payload: string, amount: number): string {
  const total = amountText(amount);
  const fields = parseQris(payload).fields.filter(({ id }) => !AMOUNT_AND_FEES.has(id));

  const initiation = fields.findIndex(({ id }) => id === TAG.pointOfInitiation);
  if (initiation === -1) {
    // Optional in EMVCo; its place is right after the format version.
    fields.splice(1, 0, { id: TAG.pointOfInitiation, value: DYNAMIC });
  } else {
    fields[initiation] = { id: TAG.pointOfInitiation, value: DYNAMIC };
  }

  // In ascending order 54 lands after 53; the first id above it is the country (58) at the latest.
  const beforeCountry = fields.findIndex(({ id }) => id > TAG.amount);
  fields.splice(beforeCountry, 0, { id: TAG.amount, value: total });
  return serializeQris(fields);
}

/** The merchant name a checked code carries (tag 59), e.g. to show the family which code is stored. */
export function merchantNameOf(qris: Qris): string | null {
  return qris.fields.find(({ id }) => id === TAG.merchantName)?.value ?? null;
}

/**
 * EMVCo merchant-presented QR data: a run of fields, each a two-digit id, a two-digit length
 * and the value. Templates (merchant account information 26–51, additional data 62, language
 * 64) hold another such run as their value. Lengths count characters, not bytes: the EMVCo
 * specification's own example writes four Chinese characters as length 04.
 */
export interface EmvField {
  id: string;
  value: string;
}

/** The text is not a run of fields; `position` (in characters) says where it went wrong. */
export class EmvSyntaxError extends Error {
  readonly position: number;

  constructor(message: string, position: number) {
    super(`${message} at character ${position}`);
    this.name = 'EmvSyntaxError';
    this.position = position;
  }
}

const TWO_DIGITS = /^\d{2}$/;

/** Every field in order, duplicates included: the caller decides what a duplicate means. */
export function parseEmvTlv(text: string): EmvField[] {
  // Code points, so a length counts a character outside the BMP once.
  const chars = Array.from(text);
  const fields: EmvField[] = [];
  let at = 0;
  while (at < chars.length) {
    if (at + 4 > chars.length) throw new EmvSyntaxError('A field header is cut short', at);
    const id = chars.slice(at, at + 2).join('');
    const length = chars.slice(at + 2, at + 4).join('');
    if (!TWO_DIGITS.test(id)) throw new EmvSyntaxError(`The id "${id}" is not two digits`, at);
    if (!TWO_DIGITS.test(length)) {
      throw new EmvSyntaxError(`The length "${length}" of field ${id} is not two digits`, at + 2);
    }
    const end = at + 4 + Number(length);
    if (end > chars.length) {
      throw new EmvSyntaxError(`Field ${id} runs past the end (length ${length})`, at);
    }
    fields.push({ id, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return fields;
}

/** One field, e.g. `encodeEmvField('53', '360')` → `5303360`. */
export function encodeEmvField(id: string, value: string): string {
  if (!TWO_DIGITS.test(id)) throw new Error(`EMVCo field id must be two digits: ${id}`);
  const length = Array.from(value).length;
  if (length > 99) throw new Error(`EMVCo field ${id} holds ${length} characters, 99 at most`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** The fields written back in the order given: `parseEmvTlv` of it gives them back unchanged. */
export function serializeEmvTlv(fields: readonly EmvField[]): string {
  return fields.map(({ id, value }) => encodeEmvField(id, value)).join('');
}

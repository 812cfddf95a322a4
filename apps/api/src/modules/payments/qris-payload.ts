/**
 * QRIS codes carry an EMVCo merchant-presented payload: fields written as
 * ID (2 digits) + length (2 digits) + value, closed by tag 63 with a CRC16-CCITT checksum.
 */

/** One EMVCo field, e.g. `tlv('53', '360')` → `5303360`. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo field id must be two digits: ${id}`);
  if (value.length === 0 || value.length > 99) {
    throw new Error(`EMVCo field ${id} must hold 1–99 characters`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo tag 63 requires. */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** Appends tag 63: the checksum covers everything before it, including `6304`. */
export function withChecksum(payload: string): string {
  const unsigned = `${payload}6304`;
  return unsigned + crc16Ccitt(unsigned).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A static QRIS-style payload that pays nobody: made-up acquirer and merchant ids, so any
 * banking app refuses it. It only lets the payment page show a realistic code until the
 * restaurant configures its own (QRIS_IMAGE).
 */
export function demoQrisPayload({
  merchantName,
  merchantCity,
}: {
  merchantName: string;
  merchantCity: string;
}): string {
  return withChecksum(
    [
      tlv('00', '01'), // payload format indicator
      tlv('01', '11'), // static code: the customer types the amount
      tlv('26', tlv('00', 'ID.DAPUR.DEMO.WWW') + tlv('01', '0000000000000000000')),
      tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'DEMO000000000000') + tlv('03', 'UMI')),
      tlv('52', '5812'), // merchant category: eating places and restaurants
      tlv('53', '360'), // rupiah
      tlv('58', 'ID'),
      // 25 characters at most, and the word DEMO always fits.
      tlv('59', `${emvText(merchantName, 20)} DEMO`),
      tlv('60', emvText(merchantCity, 15)),
      tlv('62', tlv('07', 'DEMO')), // terminal label
    ].join(''),
  );
}

/** EMVCo names are upper-case ASCII of limited length. */
function emvText(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, maxLength)
    .trim();
}

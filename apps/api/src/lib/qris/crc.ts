/**
 * CRC-16/CCITT-FALSE, the checksum of EMVCo tag 63: polynomial 0x1021, initial 0xFFFF, no
 * reflection, no final XOR. Table-driven, one step per byte; the tests check it against a
 * bit-by-bit version and the published check value (0x29B1 for "123456789").
 */
const TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit += 1) {
    crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
  }
  return crc & 0xffff;
});

/** Over the UTF-8 bytes: the alternate-language template (tag 64) may hold non-ASCII names. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff]!;
  }
  return crc;
}

/** The checksum as tag 63 holds it: four upper-case hex digits. */
export function crcHex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

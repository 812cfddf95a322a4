/**
 * Static QRIS codes in the layouts Indonesian issuers print, written here without the library
 * (its own field writer and checksum), so a test of the library checks it against something
 * else. Account numbers and NMIDs are made up.
 */

/**
 * CRC-16/CCITT-FALSE the long way: one message bit at a time through the shift register,
 * independent of the library's table-driven version.
 */
export function crcBitByBit(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const feedback = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = (crc << 1) & 0xffff;
      if (feedback) crc ^= 0x1021;
    }
  }
  return crc;
}

/** One field: id, length in characters, value. */
export function f(id: string, value: string): string {
  return `${id}${String(Array.from(value).length).padStart(2, '0')}${value}`;
}

/** The body closed by tag 63 and its checksum. */
export function signed(body: string): string {
  const unsigned = `${body}6304`;
  return unsigned + crcBitByBit(unsigned).toString(16).toUpperCase().padStart(4, '0');
}

const qrisNational = (nmid: string) =>
  f('51', f('00', 'ID.CO.QRIS.WWW') + f('02', nmid) + f('03', 'UMI'));

/** Tags 00–53 and 58–60 of a static code, the usual way round. */
const merchant = (account: string, nmid: string, category: string) =>
  f('00', '01') + f('01', '11') + account + qrisNational(nmid) + f('52', category) + f('53', '360');

export const layouts = {
  /** GoPay (GoTo): its own template (26) next to the national one (51), postal code (61). */
  gopay: signed(
    merchant(
      f(
        '26',
        f('00', 'COM.GO-JEK.WWW') +
          f('01', '936009143001234567') +
          f('02', 'G001234567') +
          f('03', 'UMI'),
      ),
      'ID1020012345678',
      '5812',
    ) +
      f('58', 'ID') +
      f('59', 'WARUNG BU RATNA') +
      f('60', 'SLEMAN') +
      f('61', '55281') +
      f('62', f('07', 'A01')),
  ),

  /** DANA: mixed-case name and city, no additional data. */
  dana: signed(
    merchant(
      f(
        '26',
        f('00', 'ID.DANA.WWW') +
          f('01', '936009153012345678') +
          f('02', '012345678') +
          f('03', 'UMI'),
      ),
      'ID1021987654321',
      '5814',
    ) +
      f('58', 'ID') +
      f('59', 'Dapur Mbok Sri') +
      f('60', 'Kab. Bantul') +
      f('61', '55711'),
  ),

  /** ShopeePay: asks the customer for a tip (55 = 01), to be dropped from an order's code. */
  shopeepay: signed(
    merchant(
      f(
        '26',
        f('00', 'ID.CO.SHOPEE.WWW') +
          f('01', '936009180000000123') +
          f('02', '12345678') +
          f('03', 'UMI'),
      ),
      'ID1024555666777',
      '5812',
    ) +
      f('55', '01') +
      f('58', 'ID') +
      f('59', 'Nasi Goreng Pak Min') +
      f('60', 'Jakarta') +
      f('62', f('07', 'T01')),
  ),

  /** Bank Mandiri: bill number, reference, terminal and purpose (62) and names in Indonesian (64). */
  mandiri: signed(
    merchant(
      f(
        '26',
        f('00', 'ID.CO.BANKMANDIRI.WWW') +
          f('01', '936000080000012345') +
          f('02', '71234567890') +
          f('03', 'UMI'),
      ),
      'ID1022334455667',
      '5812',
    ) +
      f('58', 'ID') +
      f('59', 'RM SEDERHANA') +
      f('60', 'YOGYAKARTA') +
      f('61', '55223') +
      f('62', f('01', 'INV-0001') + f('05', 'REF123') + f('07', 'KASIR01') + f('08', 'Makan')) +
      f('64', f('00', 'ID') + f('01', 'Rumah Makan Sederhana') + f('02', 'Yogyakarta')),
  ),

  /**
   * BRI, already dynamic with an amount and a fixed fee (54, 55 = 02, 56), and a name and
   * reference that contain "5406" and "6304": text replacement would break it.
   */
  bri: signed(
    f('00', '01') +
      f('01', '12') +
      f(
        '26',
        f('00', 'ID.CO.BRI.WWW') +
          f('01', '936000020000123456') +
          f('02', '000001234567890') +
          f('03', 'UMI'),
      ) +
      qrisNational('ID1023111222333') +
      f('52', '5812') +
      f('53', '360') +
      f('54', '15000') +
      f('55', '02') +
      f('56', '1000') +
      f('58', 'ID') +
      f('59', 'KEDAI 5406 6304') +
      f('60', 'SEMARANG') +
      f('62', f('05', '5406ABC6304')),
  ),

  /** No point of initiation (optional in EMVCo) and the fields out of order: 58 before 53. */
  unordered: signed(
    f('00', '01') +
      f('26', f('00', 'ID.CO.BCA.WWW') + f('01', '936000140000054321') + f('03', 'UMI')) +
      qrisNational('ID1025000111222') +
      f('59', 'SOTO PAK NO') +
      f('60', 'MAGELANG') +
      f('58', 'ID') +
      f('52', '5812') +
      f('53', '360'),
  ),
};

/**
 * The example of the EMVCo QR Code Specification for Payment Systems, Merchant-Presented
 * Mode (appendix), as published with its checksum A13A: a Chinese merchant with a language
 * template in Chinese (lengths count characters) and an unreserved template (91).
 */
export const EMVCO_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678' +
  '520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京' +
  '540523.7253031565502016233030412340603***0708A60086670902ME' +
  '91320016A0112233449988770708123456786304A13A';

/** Top-level fields as id → value, read without the library. */
export function topLevel(payload: string): Map<string, string> {
  const chars = Array.from(payload);
  const fields = new Map<string, string>();
  for (let at = 0; at < chars.length;) {
    const id = chars.slice(at, at + 2).join('');
    const length = Number(chars.slice(at + 2, at + 4).join(''));
    fields.set(id, chars.slice(at + 4, at + 4 + length).join(''));
    at += 4 + length;
  }
  return fields;
}

import { encodeEmvField } from './emv-tlv';
import { serializeQris, TAG } from './qris';

/** The made-up acquirer of the sample: no bank knows it. */
const DEMO_ACQUIRER = 'ID.DAPUR.DEMO.WWW';

/** True for the sample code (made by `demoQrisPayload`), whatever merchant name it carries. */
export function isDemoQris(payload: string): boolean {
  return payload.includes(encodeEmvField('00', DEMO_ACQUIRER));
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
  return serializeQris([
    { id: TAG.formatIndicator, value: '01' },
    { id: TAG.pointOfInitiation, value: '11' }, // static: the customer types the amount
    {
      id: '26',
      value: encodeEmvField('00', DEMO_ACQUIRER) + encodeEmvField('01', '0'.repeat(19)),
    },
    {
      id: '51',
      value:
        encodeEmvField('00', 'ID.CO.QRIS.WWW') +
        encodeEmvField('02', 'DEMO000000000000') +
        encodeEmvField('03', 'UMI'),
    },
    { id: TAG.merchantCategory, value: '5812' }, // eating places and restaurants
    { id: TAG.currency, value: '360' }, // rupiah
    { id: TAG.country, value: 'ID' },
    // 25 characters at most, and the word DEMO always fits.
    { id: TAG.merchantName, value: `${emvText(merchantName, 20)} DEMO` },
    { id: TAG.merchantCity, value: emvText(merchantCity, 15) },
    { id: TAG.additionalData, value: encodeEmvField('07', 'DEMO') }, // terminal label
  ]);
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

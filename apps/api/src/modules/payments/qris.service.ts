import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QrisInfo } from '@dapur/shared';
import QRCode from 'qrcode';
import { ServiceUnavailableError } from '../../lib/errors';
import { demoQrisPayload } from './qris-payload';

/** Where the payment page loads the code from (the route in qris.routes.ts). */
export const QRIS_IMAGE_URL = '/api/payments/qris/image';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export interface QrisImage {
  body: Buffer;
  contentType: string;
}

export interface QrisServiceOptions {
  /** The restaurant's own static QRIS image (config QRIS_IMAGE); undefined: show the sample. */
  imageFile: string | undefined;
  merchantName: string;
  /** Printed in the sample code only. */
  merchantCity: string;
}

export function createQrisService({ imageFile, merchantName, merchantCity }: QrisServiceOptions) {
  let demoImage: Promise<Buffer> | undefined;

  function renderDemo(): Promise<Buffer> {
    const payload = demoQrisPayload({ merchantName, merchantCity });
    demoImage ??= QRCode.toBuffer(payload, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 480,
    }).catch((error: unknown) => {
      demoImage = undefined;
      throw error;
    });
    return demoImage;
  }

  return {
    info(): QrisInfo {
      return {
        image_url: QRIS_IMAGE_URL,
        demo: imageFile === undefined,
        merchant_name: merchantName,
      };
    },

    /** Read on each request, so a replaced file shows without a restart. */
    async image(): Promise<QrisImage> {
      if (imageFile === undefined) return { body: await renderDemo(), contentType: 'image/png' };
      const contentType = contentTypes[path.extname(imageFile).toLowerCase()];
      let body: Buffer;
      try {
        body = await readFile(imageFile);
      } catch (error) {
        throw new ServiceUnavailableError(
          'qris_unavailable',
          'Kode QRIS sedang tidak tersedia. Silakan hubungi restoran.',
          { cause: error },
        );
      }
      return { body, contentType: contentType ?? 'application/octet-stream' };
    },
  };
}

export type QrisService = ReturnType<typeof createQrisService>;

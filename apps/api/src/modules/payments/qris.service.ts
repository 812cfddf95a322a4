import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QrisInfo } from '@dapur/shared';
import { ServiceUnavailableError } from '../../lib/errors';
import { demoQrisPayload, isDemoQris } from '../../lib/qris/demo-payload';
import { storageUrl } from '../../lib/storage-url';
import type { RestaurantRepository } from '../restaurant/restaurant.repository';

/** Where the payment page loads the code from (the route in qris.routes.ts). */
export const QRIS_IMAGE_URL = '/api/payments/qris/image';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** What `GET /payments/qris/image` may answer with. */
export const QRIS_MEDIA_TYPES = [...new Set(Object.values(contentTypes))];

export interface QrisImage {
  body: Buffer;
  contentType: string;
  /** Changes with the picture: the `v` of the URL `info` names, so that URL can be kept forever. */
  version: string;
}

/** A short fingerprint of what the picture is made from. */
function versionOf(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

export interface QrisServiceOptions {
  /** The profile: its uploaded QRIS picture comes first, and its name is the merchant's. */
  restaurant: RestaurantRepository;
  /** A QRIS image on the server's disk (config QRIS_IMAGE), used until the family uploads one. */
  imageFile: string | undefined;
  /** Printed in the sample code only. */
  merchantCity: string;
}

export function createQrisService({ restaurant, imageFile, merchantCity }: QrisServiceOptions) {
  const demoImages = new Map<string, Promise<Buffer>>();

  function renderDemo(merchantName: string): Promise<Buffer> {
    const cached = demoImages.get(merchantName);
    if (cached) return cached;
    const payload = demoQrisPayload({ merchantName, merchantCity });
    // qrcode is loaded with the first sample drawn, not at start (docs/performance.md).
    const image = import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 480 }),
      )
      .catch((error: unknown) => {
        demoImages.delete(merchantName);
        throw error;
      });
    demoImages.set(merchantName, image);
    return image;
  }

  /** The sample is drawn from the merchant's name and city: a new name, a new picture. */
  const demoVersion = (merchantName: string) => versionOf(`${merchantName}\n${merchantCity}`);

  async function readImageFile(file: string): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch (error) {
      throw new ServiceUnavailableError(
        'qris_unavailable',
        'Kode QRIS sedang tidak tersedia. Silakan hubungi restoran.',
        { cause: error },
      );
    }
  }

  return {
    /**
     * The uploaded picture (a new name on each upload); else QRIS_IMAGE; else the sample,
     * marked as a demo. The last two are served by QRIS_IMAGE_URL, named with their version,
     * so a replaced picture has a new URL at once.
     */
    async info(): Promise<QrisInfo> {
      const profile = await restaurant.get();
      const uploaded = storageUrl(profile.qrisImage);
      let version: string | undefined;
      if (uploaded === null) {
        version =
          imageFile === undefined
            ? demoVersion(profile.name)
            : await readImageFile(imageFile).then(versionOf, () => undefined);
      }
      return {
        image_url: uploaded ?? (version ? `${QRIS_IMAGE_URL}?v=${version}` : QRIS_IMAGE_URL),
        // A code stored as text is what the payment page shows: it alone says whether it is the sample.
        demo:
          profile.qrisPayload === null
            ? profile.qrisImage === null && imageFile === undefined
            : isDemoQris(profile.qrisPayload),
        merchant_name: profile.name,
      };
    },

    /** QRIS_IMAGE, read on each request so a replaced file shows without a restart; else the sample. */
    async image(): Promise<QrisImage> {
      if (imageFile === undefined) {
        const { name } = await restaurant.get();
        return {
          body: await renderDemo(name),
          contentType: 'image/png',
          version: demoVersion(name),
        };
      }
      const contentType = contentTypes[path.extname(imageFile).toLowerCase()];
      const body = await readImageFile(imageFile);
      return {
        body,
        contentType: contentType ?? 'application/octet-stream',
        version: versionOf(body),
      };
    },
  };
}

export type QrisService = ReturnType<typeof createQrisService>;

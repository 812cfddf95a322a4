import {
  qrisAmountMessages,
  qrisMessages,
  type AdminRestaurant,
  type RestaurantProfile,
  type restaurantUpdateBodySchema,
} from '@dapur/shared';
import type { z } from 'zod';
import { qrisPicture } from '../../lib/images';
import { decodeQrImage } from '../../lib/qris/qr-image';
import { merchantNameOf, parseQris, type Qris } from '../../lib/qris/qris';
import { InvalidQrisError, qrisFieldError } from '../../lib/qris/qris-error';
import { storageUrl } from '../../lib/storage-url';
import { uploadedPictures } from '../../lib/pictures';
import type { RestaurantRepository, RestaurantRow } from './restaurant.repository';

type RestaurantUpdate = z.output<typeof restaurantUpdateBodySchema>;

/** A pasted code checked as EMVCo TLV with its CRC (422 under `qris_payload`), or null to remove it. */
function checkedPayload(text: string | null | undefined): string | null | undefined {
  if (text === undefined || text === null) return text;
  try {
    return parseQris(text).payload;
  } catch (error) {
    if (error instanceof InvalidQrisError) throw qrisFieldError(error, 'qris_payload');
    throw error;
  }
}

/** The code in an uploaded picture, or why there is none usable, in the family's words. */
async function codeInPicture(upload: Buffer): Promise<{ qris: Qris } | { why: string }> {
  // The picture was already read as an image; a decoder failure is no readable code.
  const text = await decodeQrImage(upload).catch(() => null);
  if (text === null) return { why: qrisMessages.noCodeInImage };
  try {
    return { qris: parseQris(text) };
  } catch (error) {
    if (error instanceof InvalidQrisError) return { why: error.message };
    throw error;
  }
}

export function createRestaurantService(repository: RestaurantRepository) {
  return {
    async profile(): Promise<RestaurantProfile> {
      return toProfile(await repository.get());
    },

    async settings(): Promise<AdminRestaurant> {
      return toAdmin(await repository.get());
    },

    /** Changes what was sent; a field left out stays as it is. */
    async update(update: RestaurantUpdate): Promise<AdminRestaurant> {
      const row = await repository.update({
        name: update.name,
        tagline: update.tagline,
        history: update.history,
        address: update.address,
        phone: update.phone,
        whatsapp: update.whatsapp,
        email: update.email,
        facebookUrl: update.facebook_url,
        instagramUrl: update.instagram_url,
        mapUrl: update.map_url,
        openingHours: update.opening_hours,
        orderEmails: update.order_emails,
        acceptingOrders: update.accepting_orders,
        deliveryFee: update.delivery_fee,
        leadTimeMinutes: update.lead_time_minutes,
        qrisPayload: checkedPayload(update.qris_payload),
      });
      return toAdmin(row);
    },

    /**
     * Stores the uploaded QRIS picture (checked, re-encoded) and drops the one it replaces.
     * The code read from it becomes the stored one; a picture without a usable code is kept
     * all the same, its code removed (it belonged to the picture replaced), and the response
     * says the amount cannot be filled in.
     */
    async replaceQris(upload: Buffer): Promise<{ data: AdminRestaurant; message: string }> {
      const picture = await qrisPicture(upload);
      const code = await codeInPicture(upload);
      const payload = 'qris' in code ? code.qris.payload : null;
      const row = await repository.replaceQrisImage(
        uploadedPictures('qris', 'qris', '.png', { main: picture }),
        payload,
      );
      return {
        data: toAdmin(row),
        message:
          'qris' in code ? qrisAmountMessages.amountOn : qrisAmountMessages.amountOff(code.why),
      };
    },
  };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;

export function toProfile(row: RestaurantRow): RestaurantProfile {
  return {
    name: row.name,
    tagline: row.tagline,
    history: row.history,
    address: row.address,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    map_url: row.mapUrl,
    opening_hours: row.openingHours,
    qris_image_url: storageUrl(row.qrisImage),
    accepting_orders: row.acceptingOrders,
    delivery_fee: row.deliveryFee,
    lead_time_minutes: row.leadTimeMinutes,
  };
}

function toAdmin(row: RestaurantRow): AdminRestaurant {
  return {
    ...toProfile(row),
    order_emails: row.orderEmails,
    qris_payload: row.qrisPayload,
    qris_merchant_name: storedMerchantName(row.qrisPayload),
  };
}

/** The name in the stored code; null for none, or for one that no longer checks (a hand edit). */
function storedMerchantName(payload: string | null): string | null {
  if (payload === null) return null;
  try {
    return merchantNameOf(parseQris(payload));
  } catch {
    return null;
  }
}

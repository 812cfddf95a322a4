import type { AdminRestaurant, RestaurantProfile, restaurantUpdateBodySchema } from '@dapur/shared';
import type { z } from 'zod';
import { qrisPicture } from '../../lib/images';
import { storageUrl } from '../../lib/storage-url';
import type { UploadStore } from '../../lib/uploads';
import type { RestaurantRepository, RestaurantRow } from './restaurant.repository';

type RestaurantUpdate = z.output<typeof restaurantUpdateBodySchema>;

export function createRestaurantService(repository: RestaurantRepository, uploads: UploadStore) {
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
      });
      return toAdmin(row);
    },

    /** Stores the uploaded QRIS picture (checked, re-encoded) and drops the one it replaces. */
    async replaceQris(upload: Buffer): Promise<AdminRestaurant> {
      const file = await uploads.save('qris', 'qris', '.png', { main: await qrisPicture(upload) });
      const { row, replaced } = await repository.replaceQrisImage(file);
      await uploads.remove(replaced);
      return toAdmin(row);
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
  return { ...toProfile(row), order_emails: row.orderEmails };
}

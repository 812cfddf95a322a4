import type { User } from '@dapur/shared/auth';
import type { AdminRestaurant } from '@dapur/shared/restaurant';
import { meAnswer } from '../helpers/account-fixtures';
import { json, type FetchHandler } from '../helpers/mock-fetch';
import { ownerLayoutAnswers } from '../helpers/owner-layout';
import { success } from '../helpers/menu-fixtures';

export const ratna: User = {
  id: 1,
  name: 'Ratna Wulandari',
  alamat: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  telephone: '6281200000123',
  email: 'ratna@dapurburatna.example',
  role: 'owner',
};

const weekdays = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' }));

export const shop: AdminRestaurant = {
  name: 'Dapur Bu Ratna',
  tagline: 'Masakan rumahan Indonesia.',
  history: 'Berawal pada tahun 1998.\n\nKini anak-anaknya ikut memasak.',
  address: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  phone: '+62 274 000 123',
  whatsapp: '6281200000123',
  email: 'halo@dapurburatna.example',
  facebook_url: 'https://www.facebook.com/dapurburatna',
  instagram_url: null,
  map_url: null,
  opening_hours: weekdays,
  qris_image_url: '/storage/qris/qris-1.webp',
  order_emails: true,
  accepting_orders: true,
  delivery_fee: 0,
  lead_time_minutes: 30,
  qris_payload: null,
  qris_merchant_name: null,
};

/** The public profile the owner layout's header shows. */
export function publicProfile(profile: AdminRestaurant = shop) {
  const {
    order_emails: _orderEmails,
    qris_payload: _qrisPayload,
    qris_merchant_name: _qrisMerchantName,
    ...rest
  } = profile;
  return rest;
}

/**
 * What every owner page asks besides its own data: who is signed in, the shop's name, the
 * live order stream and the orders nobody has seen yet.
 */
export function ownerAnswers(user: User = ratna): Record<string, FetchHandler> {
  return {
    ...ownerLayoutAnswers(),
    'POST /api/auth/me': meAnswer(user),
    'GET /api/restaurant': () => json(success(publicProfile())),
  };
}

export function errorAnswer(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): FetchHandler {
  return () => json({ status: 'error', message, ...(errors ? { errors } : {}) }, status);
}

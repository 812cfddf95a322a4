import { asapRefusal, earliestSlot, NO_DISH_LEAD, slotsOn } from '@dapur/shared/order-rules';
import type { RestaurantProfile } from '@dapur/shared/restaurant';
import { shopMoment } from '@dapur/shared/shop-time';

/** Every page's header and footer ask for the profile. */
export const PROFILE = 'GET /api/restaurant';

/**
 * The profile every test's server responds with unless told otherwise: deliberately not the
 * demo restaurant the database is seeded with, so nothing on the pages can be hard-coded.
 */
export const warungSri: RestaurantProfile = {
  name: 'Warung Mbak Sri',
  tagline: 'Sayur lodeh dan ayam goreng kampung, dimasak setiap pagi di Kotagede.',
  history: [
    'Warung Mbak Sri dibuka pada tahun 2009 di teras rumah kami di Kotagede.',
    'Sekarang kami memasak untuk kantor dan acara keluarga di seluruh Yogyakarta.',
  ].join('\n\n'),
  address: 'Jl. Kemasan No. 21, Kotagede, Yogyakarta 55173',
  phone: '+62 274 555 019',
  whatsapp: '6281399887766',
  email: 'pesan@warungmbaksri.example',
  facebook_url: 'https://www.facebook.com/warungmbaksri',
  instagram_url: 'https://www.instagram.com/warungmbaksri',
  map_url:
    'https://www.openstreetmap.org/export/embed.html?bbox=110.39%2C-7.83%2C110.41%2C-7.81&layer=mapnik&marker=-7.8200%2C110.4000',
  opening_hours: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '15:00' })),
    { day: 6, open: '08:00', close: '12:00' },
  ],
  qris_image_url: null,
  accepting_orders: true,
  delivery_fee: 0,
  lead_time_minutes: 30,
};

/** The same shop before the family filled in the optional parts: no social links, no map. */
export const warungSriBare: RestaurantProfile = {
  ...warungSri,
  tagline: '',
  facebook_url: null,
  instagram_url: null,
  map_url: null,
};

/** What GET /restaurant responds with. */
export function profileBody(profile: RestaurantProfile = warungSri) {
  return { status: 'success', data: profile };
}

/** The order forms and every page that sells ask for the times an order can be due. */
export const SLOTS = 'GET /api/restaurant/slots';

/** Wednesday 10 June 2026 at 10.00 in Jakarta: the shop's "now" of the tests (the API's TEST_NOW). */
export const SHOP_NOW = new Date('2026-06-10T10:00:00+07:00');

/**
 * GET /restaurant/slots as the server responds to it for `profile` at `now`, with the server's
 * own rules (`@dapur/shared/order-rules`); the dishes' lead days are `leadDays`.
 */
export function slotsAnswer({ profile = warungSri, now = SHOP_NOW, leadDays = 0 } = {}): (
  request: Request,
) => Response {
  return (request) => {
    const settings = profile;
    const lead = leadDays > 0 ? { days: leadDays, name: 'Tumpeng Mini' } : NO_DISH_LEAD;
    const today = shopMoment(now).date;
    const date = new URL(request.url).searchParams.get('date') ?? today;
    const asap = asapRefusal(settings, now, lead);
    return new Response(
      JSON.stringify({
        status: 'success',
        data: slotsOn(settings, date, now, lead),
        meta: {
          date,
          today,
          asap: { available: !asap, reason: asap?.message ?? null },
          earliest: earliestSlot(settings, now, lead) ?? null,
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
}

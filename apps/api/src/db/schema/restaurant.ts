import type { Opening } from '@dapur/shared/restaurant';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** The restaurant's profile and settings: one row, id 1, seeded with the demo restaurant. */
export const restaurant = pgTable(
  'restaurant',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    /** Paragraphs separated by a blank line. */
    history: text('history').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** International form without '+': `6281200000123`. */
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    mapUrl: text('map_url'),
    openingHours: jsonb('opening_hours').$type<Opening[]>().notNull().default([]),
    /** Its name under /storage (a demo picture, or an upload in `pictures`), e.g. `qris/qris-1a2b.png`. */
    qrisImage: text('qris_image'),
    /**
     * The static QRIS code as text (EMVCo TLV, checked with its CRC when stored), from which
     * each order's code with its amount is made; null: the picture alone, amount typed by hand.
     */
    qrisPayload: text('qris_payload'),
    /** Every new order is emailed to the owners too. */
    orderEmails: boolean('order_emails').notNull().default(true),
    /** False while the family pauses ordering: nothing more for today (decision 032). */
    acceptingOrders: boolean('accepting_orders').notNull().default(true),
    /** Whole rupiah added to each delivery order, copied onto the order when placed. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The earliest an as-soon-as-possible order can be ready, in minutes. */
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('restaurant_single_row', sql`${table.id} = 1`),
    check('restaurant_delivery_fee_non_negative', sql`${table.deliveryFee} >= 0`),
    check('restaurant_lead_time_minutes_non_negative', sql`${table.leadTimeMinutes} >= 0`),
  ],
);

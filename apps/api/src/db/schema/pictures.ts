import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * PostgreSQL's bytea. node-postgres reads it as a Buffer, PGlite as a Uint8Array: both
 * come out as a Buffer over the same memory.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The pictures the family uploads (dish and category photos, the QRIS code), served under
 * `/storage/<name>` by every instance (decision 067). A name is never given other bytes:
 * each upload gets a new one.
 */
export const pictures = pgTable(
  'pictures',
  {
    /** The path under /storage, e.g. `foods/nasi-goreng-1a2b3c4d.webp`. */
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    /** Bytes, for the Content-Length and the backup's count without reading `bytes`. */
    size: integer('size').notNull(),
    /** The strong validator sent as ETag: a hash of the bytes, the same on every instance. */
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('pictures_content_type', sql`${table.contentType} in ('image/webp', 'image/png')`),
    check('pictures_size', sql`${table.size} = octet_length(${table.bytes})`),
  ],
);

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { StopListening } from '../db/listen';
import { announceCatalogChange, CATALOG_CHANNEL } from './catalog-notices';
import { COMPRESS_ABOVE_BYTES, type ContentCoding } from './content-coding';

/** One form of a cached response: its bytes and their strong validator. */
export interface CatalogForm {
  bytes: Buffer;
  /** A hash of the JSON (and the coding): the same on every instance, so any of them can respond with 304. */
  etag: string;
  /** How the bytes are compressed; none for the JSON as it is. */
  coding?: ContentCoding;
}

/** A catalog response as it goes out: the JSON, and its brotli and gzip forms when it is large enough. */
export type CatalogResponse = { identity: CatalogForm } & Partial<
  Record<ContentCoding, CatalogForm>
>;

/** What a repository that writes the menu or the restaurant's profile needs. */
export interface CatalogChanges {
  /**
   * Runs `write` in one transaction that also announces the change to every instance
   * (NOTIFY, heard when it commits), and drops this instance's copies once it is over,
   * so the family's own next read is fresh.
   */
  change<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The public menu and the restaurant's profile (GET /api/foods, /api/foods/{id},
 * /api/categories, /api/categories/{id}/foods, /api/restaurant) respond with the same bytes to
 * everyone until the family changes them, so each response is kept here serialised and
 * compressed once, at the best levels: a hot read does no query, no JSON and no
 * compression (decision 030).
 *
 * Any change drops every copy. A read that began before a change is never kept after it
 * (the generation moves on at each drop), so a response from rows read before a commit
 * cannot outlive the change. Reads of one response that miss at the same time share one
 * load. While the connection that hears other instances' changes is down, nothing is
 * kept at all.
 */
export function createCatalogCache() {
  const responses = new Map<string, CatalogResponse>();
  const loading = new Map<string, Promise<CatalogResponse>>();
  let generation = 0;
  let deaf = false;
  let stopListening: StopListening | undefined;
  const alsoCleared: (() => void)[] = [];

  function clear(): void {
    generation += 1;
    responses.clear();
    loading.clear();
    for (const listener of alsoCleared) listener();
  }

  function load(key: string, read: () => Promise<string>): Promise<CatalogResponse> {
    const startedAt = generation;
    const pending: Promise<CatalogResponse> = read()
      .then(prepare)
      .then((response) => {
        if (generation === startedAt && !deaf) responses.set(key, response);
        return response;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  }

  return {
    /**
     * The response kept under `key`, or the one `read` serialises (kept unless the catalog
     * changed meanwhile). What `read` throws (a 404) is passed on and never kept.
     */
    async response(key: string, read: () => Promise<string>): Promise<CatalogResponse> {
      // Unheard changes could leave a copy stale: the response is read each time, and compressed per request.
      if (deaf) return read().then((json) => ({ identity: jsonForm(json) }));
      return responses.get(key) ?? loading.get(key) ?? load(key, read);
    },

    /** The response kept under `key` right now, without loading it; never while deaf. */
    kept(key: string): CatalogResponse | undefined {
      return responses.get(key);
    },

    /** Drops every copy; the next read of each response loads it again. */
    clear,

    /** Runs `listener` whenever the copies are dropped: another cache that follows the catalog's changes. */
    onClear(listener: () => void): void {
      alsoCleared.push(listener);
    },

    async change<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const result = await write(tx);
          await announceCatalogChange(tx);
          return result;
        });
      } finally {
        // After the commit, and after a failure too: a commit whose reply was lost may have happened.
        clear();
      }
    },

    /** Hears the changes made through every instance (CATALOG_CHANNEL) until `stop`. */
    async follow(database: Database, log: FastifyBaseLogger): Promise<void> {
      stopListening = await database.listen(CATALOG_CHANNEL, {
        onMessage: clear,
        onLost() {
          deaf = true;
          clear();
        },
        // Notices sent while the connection was down are lost: everything is read again.
        onReconnect() {
          deaf = false;
          clear();
        },
        onError: (error) =>
          log.warn({ err: error }, 'Lost the database connection for menu changes'),
      });
    },

    async stop(): Promise<void> {
      await stopListening?.();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

async function prepare(json: string): Promise<CatalogResponse> {
  const identity = jsonForm(json);
  const { bytes } = identity;
  if (bytes.length < COMPRESS_ABOVE_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br: codedForm(identity, 'br', br), gzip: codedForm(identity, 'gzip', gz) };
}

/** The JSON as it is, tagged with its hash. */
function jsonForm(json: string): CatalogForm {
  const bytes = Buffer.from(json);
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
}

/** A compressed form is another representation: the JSON's tag with the coding added (`"…-br"`). */
function codedForm(identity: CatalogForm, coding: ContentCoding, bytes: Buffer): CatalogForm {
  return { bytes, etag: `${identity.etag.slice(0, -1)}-${coding}"`, coding };
}

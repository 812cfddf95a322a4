import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogCache } from '../src/lib/catalog-cache';
import { catalogFastPath } from '../src/lib/catalog-fast-path';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { registerOwner } from './accounts';
import { collectingLogger, useTestApp } from './helper';
import { call } from './shop';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real connection: `inject` calls Fastify directly, past the fast path. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const call = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const {
          date: _date,
          connection: _connection,
          'keep-alive': _keepAlive,
          ...rest
        } = response.headers;
        resolve({ status: response.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/** No coding, brotli, gzip: what browsers and tools ask for. */
const FORMS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip, deflate' },
];

const CATALOG = [
  '/api/foods',
  '/api/categories',
  '/api/foods/3',
  '/api/categories/1/foods',
  '/api/restaurant',
];

describe("the catalog's fast path (decision 039)", () => {
  const log = collectingLogger();
  const ctx = useTestApp({ corsOrigins: ['https://partner.example'] }, { logger: log.logger });
  let base: string;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  it.each(CATALOG)('answers %s as the full path does, in every form', async (path) => {
    for (const headers of FORMS) {
      // Through Fastify (inject never meets the fast path), which also keeps the answer.
      const full = await ctx.app.inject({ method: 'GET', url: path, headers });
      const { date: _date, connection: _connection, ...fullHeaders } = full.headers;
      const fast = await get(base, path, headers);
      const head = await get(base, path, headers, 'HEAD');
      const notModified = await get(base, path, {
        ...headers,
        'if-none-match': String(fast.headers.etag),
      });

      expect(fast).toEqual({ status: 200, headers: fullHeaders, body: full.rawPayload });
      expect(head).toEqual({ ...fast, body: Buffer.alloc(0) });
      expect(notModified.status).toBe(304);
      expect(notModified.body).toHaveLength(0);
      expect(notModified.headers.etag).toBe(fast.headers.etag);
      expect(notModified.headers['content-security-policy']).toBe(
        fast.headers['content-security-policy'],
      );
    }
  });

  it('writes one log line per answer, each with an id of its own', async () => {
    log.lines.length = 0;
    await get(base, '/api/restaurant');
    await get(base, '/api/restaurant');
    await get(base, '/api/foods/3');

    const completed = log.lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/api/restaurant', 200],
      ['GET', '/api/restaurant', 200],
      ['GET', '/api/foods/3', 200],
    ]);
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(3);
    for (const line of completed) expect(line.remoteAddress).toBe('127.0.0.1');
  });

  it('shows a change to the menu at the next read', async () => {
    const before = JSON.parse(String((await get(base, '/api/foods/3')).body)) as {
      data: { harga: number };
    };
    await call(ctx.app, 'PUT', '/api/admin/foods/3', {
      token: owner.token,
      payload: { harga: before.data.harga + 1000 },
    });

    const after = JSON.parse(String((await get(base, '/api/foods/3')).body)) as {
      data: { harga: number };
    };
    expect(after.data.harga).toBe(before.data.harga + 1000);
  });

  it('leaves a cross-origin read to CORS on the full path', async () => {
    await get(base, '/api/categories');
    const answer = await get(base, '/api/categories', { origin: 'https://partner.example' });

    expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('leaves an address written otherwise, or with a query, to the full path', async () => {
    await get(base, '/api/foods/3');
    expect((await get(base, '/api/foods/03')).status).toBe(200);
    expect((await get(base, '/api/foods/3?x=1')).status).toBe(200);
    expect((await get(base, '/api/foods/99999')).status).toBe(404);
  });
});

describe('the fast path alone, without Fastify behind it', () => {
  const catalog = createCatalogCache();
  const { lines, logger } = collectingLogger();
  const fastPath = catalogFastPath(catalog, SECURITY_HEADERS, pino(logger, logger.stream));
  let base: string;
  const server = createServer((request, response) => {
    // What Fastify would have answered: here, a status no route has.
    if (!fastPath(request, response)) response.writeHead(599).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a kept catalog answer, and only that', async () => {
    const json = JSON.stringify({ status: 'success', data: { name: 'Warung Mbak Sri' } });
    expect((await get(base, '/api/restaurant')).status).toBe(599);

    await catalog.answer('restaurant', async () => json);

    const answer = await get(base, '/api/restaurant');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toBe(json);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(lines.at(-1)).toMatchObject({ msg: 'request completed', url: '/api/restaurant' });
    for (const [method, path, headers] of [
      ['POST', '/api/restaurant', {}],
      ['GET', '/api/restaurant?fresh=1', {}],
      ['GET', '/api/restaurant', { origin: 'https://partner.example' }],
      ['GET', '/api/restaurant', { 'x-forwarded-for': '203.0.113.9' }],
      ['GET', '/api/foods', {}],
    ] as const) {
      expect((await get(base, path, headers, method)).status).toBe(599);
    }

    catalog.clear();
    expect((await get(base, '/api/restaurant')).status).toBe(599);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compressed JSON responses', () => {
  const ctx = useTestApp();

  it('sends a large response in brotli to a browser that reads it, with the same JSON inside', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const plain = await ctx.app.inject({ url: '/api/admin/foods', headers: bearer(owner.token) });
    const response = await ctx.app.inject({
      url: '/api/admin/foods',
      headers: { ...bearer(owner.token), ...BROWSER },
    });

    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that reads only gzip, and plain JSON to one that reads neither', async () => {
    const gzip = await ctx.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    const plain = await ctx.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'identity' },
    });

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a small response as it is', async () => {
    const customer = await registerAndLogin(ctx.app);
    const response = await ctx.app.inject({
      url: '/api/cart',
      headers: { ...bearer(customer.token), ...BROWSER },
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'success' });
  });

  it('keeps error responses in their shape, with their headers', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/foods',
      headers: { ...BROWSER, authorization: 'Bearer not-a-token' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('responds to HEAD with no body and a length that matches its own coding', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const headers = { ...bearer(owner.token), ...BROWSER };
    const get = await ctx.app.inject({ url: '/api/admin/foods', headers });
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/admin/foods', headers });

    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.rawPayload.length).toBe(0);
    // Fastify responds to HEAD before the compressor sees it: the plain JSON's length, unencoded.
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(
      brotliDecompressSync(get.rawPayload).length,
    );
  });
});

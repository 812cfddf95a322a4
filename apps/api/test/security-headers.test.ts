import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from './accounts';
import { registeredApiRoutes } from './fuzz/registered-routes';
import { useTestApp } from './helper';

const webDistDir = mkdtempSync(path.join(tmpdir(), 'dapur-web-'));
mkdirSync(path.join(webDistDir, 'client'));
writeFileSync(
  path.join(webDistDir, 'client', 'index.html'),
  '<!doctype html><div id="root"></div>',
);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

type Headers = Record<string, string | string[] | number | undefined>;

/** `script-src 'self'; …` → { 'script-src': ["'self'"], … } */
function policyOf(headers: Headers): Record<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const policy = policyOf(headers);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org', 'https://www.google.com']);
  expect(policy['img-src']).toEqual(["'self'", 'data:']);
  expect(policy['worker-src']).toEqual(["'self'"]);
  expect(policy['manifest-src']).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  const ctx = useTestApp({ webDistDir });

  it('are on the web app, its images and the API', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/foods/3' });
    const api = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });
    const image = await ctx.app.inject({ method: 'GET', url: api.json().data.gambar_url });

    expect([page.statusCode, api.statusCode, image.statusCode]).toEqual([200, 200, 200]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(image.headers['content-type']).toMatch(/^image\//);
    for (const response of [page, api]) expectSecurityHeaders(response.headers);
    // A stored picture runs nothing, whatever its bytes (decision 061); the rest as everywhere.
    const { 'content-security-policy': imagePolicy, ...imageHeaders } = image.headers;
    expect(imagePolicy).toBe("default-src 'none'; sandbox");
    expect(imageHeaders['x-content-type-options']).toBe('nosniff');
    expect(imageHeaders['x-frame-options']).toBe('DENY');
    expect(imageHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are on error responses too', async () => {
    const responses = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      ctx.app.inject({ method: 'GET', url: '/storage/foods/nope.webp' }),
      ctx.app.inject({ method: 'POST', url: '/api/cart', payload: { food_id: 1, jumlah: 1 } }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 401, 400]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });

  it('allow no inline script and no inline style', async () => {
    const policy = policyOf((await ctx.app.inject({ method: 'GET', url: '/' })).headers);

    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  it('do not ask for HTTPS (HSTS) on plain http', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/foods' });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignore X-Forwarded-Proto from a proxy that is not trusted', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted proxy that terminates HTTPS', () => {
  const ctx = useTestApp({ trustProxy: true });

  it('asks browsers to keep to HTTPS for a year', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('does not when the customer came over plain http', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: { 'x-forwarded-proto': 'http' },
    });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe("a customer's data", () => {
  const ctx = useTestApp();

  it('is never kept by a browser or proxy cache: every call that needs a login responds with no-store', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const protectedCalls = [];
    for (const route of registeredApiRoutes(ctx.app)) {
      const [method, path] = route.split(' ') as ['GET', string];
      const url = path.replace(/:\w+/g, '1');
      const payload = method === 'GET' ? undefined : {};
      const withoutToken = await ctx.app.inject({ method, url, payload });
      if (withoutToken.statusCode !== 401 || path === '/api/auth/refresh') continue;
      protectedCalls.push(route);

      const response = await ctx.app.inject({ method, url, payload, headers: bearer(token) });
      expect(response.headers['cache-control'], `${route}: ${response.statusCode}`).toBe(
        'no-store',
      );
    }

    expect(protectedCalls).toEqual(
      expect.arrayContaining(['GET /api/cart', 'GET /api/orders', 'POST /api/auth/me']),
    );
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/foods' });
    expect(menu.headers['cache-control']).not.toBe('no-store');
  });
});

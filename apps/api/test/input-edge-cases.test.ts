import { errorBodySchema } from '@dapur/shared';
import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, PASSWORD, registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { addToCart, call, DELIVERY } from './shop';
import { snapshotDatabase } from './fuzz/db-snapshot';

/** PostgreSQL text cannot hold U+0000: such input must be refused, not fail the insert. */
const NUL = 'Siti\u0000Rahayu';

// One database for the file: these cases read and write little.
const ctx = useTestApp();

describe('input the database cannot store', () => {
  it.each([
    ['register', 'POST', '/api/auth/register', () => newAccount({ name: NUL }), 'name'],
    ['login', 'POST', '/api/auth/login', () => ({ email: NUL, password: 'rahasia-123' }), 'email'],
    ['profile', 'PUT', '/api/auth/update-profile', () => ({ ...profile(), alamat: NUL }), 'alamat'],
    ['suggestion', 'POST', '/api/suggestions', () => ({ content: NUL }), 'content'],
    [
      'direct order',
      'POST',
      '/api/orders/direct',
      () => ({ ...DELIVERY, address: NUL, food_id: 3, quantity: 1 }),
      'address',
    ],
    ['cart order', 'POST', '/api/orders/cart', () => ({ ...DELIVERY, name: NUL }), 'name'],
  ] as const)(
    'responds with 422 for a NUL character in the %s body and writes nothing',
    async (_label, method, url, payload, field) => {
      const { token } = await registerAndLogin(ctx.app);
      // So that the cart order gets as far as writing.
      await addToCart(ctx.app, token, 3, 1);
      const before = await snapshotDatabase(ctx.db);

      const response = await call(ctx.app, method, url, { token, payload: payload() });

      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.strict().parse(response.json()).errors).toHaveProperty(field);
      expect(await snapshotDatabase(ctx.db)).toEqual(before);
    },
  );

  it('responds with 422 for a NUL character in the Idempotency-Key and places no order', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const before = await snapshotDatabase(ctx.db);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 3, quantity: 1 },
      headers: { 'idempotency-key': 'kunci\u0000satu' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('idempotency-key');
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });
});

describe('half an emoji (a lone UTF-16 surrogate)', () => {
  /** A lone low surrogate right after a non-ASCII letter is what PGlite failed on. */
  const HALF = 'Kafé\udfff';
  const STORED = 'Kafé\ufffd';

  it.each([
    ['profile', 'PUT', '/api/auth/update-profile', () => ({ ...profile(), alamat: HALF }), 200],
    ['suggestion', 'POST', '/api/suggestions', () => ({ content: HALF }), 201],
    [
      'direct order',
      'POST',
      '/api/orders/direct',
      () => ({ ...DELIVERY, address: HALF, food_id: 3, quantity: 1 }),
      201,
    ],
  ] as const)('is stored as U+FFFD in a %s', async (_label, method, url, payload, status) => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, method, url, { token, payload: payload() });

    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).toContain(STORED);
    expect(response.body).not.toMatch(/\\udfff/i);
  });

  it('is a wrong login, not a server error', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', {
      payload: { email: HALF, password: 'rahasia-123' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('a path that is not valid percent-encoding', () => {
  it.each(['/api/foods/%', '/api/foods/%E0%A4%A', '/api/cart/%zz'])(
    '%s is a 400 in the error shape, naming nothing of the server',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorBodySchema.strict().parse(response.json())).toEqual({
        status: 'error',
        message: 'Permintaan tidak dapat dibaca.',
      });
    },
  );
});

describe('a request that is not valid HTTP, over a real socket', () => {
  let port: number;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it.each([
    ['a header line without a colon', 400, 'GET /api/foods HTTP/1.1\r\nHost: x\r\nRusak\r\n\r\n'],
    ['no request line', 400, 'SAMPAH\r\n\r\n'],
    [
      'both Content-Length and chunked',
      400,
      'POST /api/cart HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'headers over the size limit',
      431,
      `GET /api/foods HTTP/1.1\r\nHost: x\r\nX-Isi: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ] as const)('%s gets %i in the error shape', async (_label, status, request) => {
    const response = await sendRaw(port, request);

    const [head, body] = response.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json/i);
    const error = errorBodySchema.strict().parse(JSON.parse(body!));
    expect(error.status).toBe('error');
    expect(body).not.toMatch(/statusCode|Client Error/);
  });
});

/** Writes the bytes as they are and reads the response until the server closes. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('close', () => resolve(response));
    socket.on('error', reject);
  });
}

/** A new profile, new email included, with the password that changing the email needs. */
function profile() {
  const { name, alamat, telephone, email } = newAccount();
  return { name, alamat, telephone, email, current_password: PASSWORD };
}

import { describe, expect, it, vi } from 'vitest';
import { TimeoutError } from 'ky';
import { ApiError } from '../../src/lib/api-error';
import { apiClient } from '../../src/lib/api-client';
import { tokenStore } from '../../src/lib/token-store';
import { login } from '../../src/features/auth/api/login';
import { register } from '../../src/features/auth/api/register';
import { forgotPassword } from '../../src/features/auth/api/forgot-password';
import { resetPassword } from '../../src/features/auth/api/reset-password';
import { siti, tokenAnswer, unauthorized } from '../helpers/account-fixtures';
import { deferred } from '../helpers/fake-clock';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';

const REFRESH = 'POST /api/auth/refresh';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

/** Responds with 200 to `token` and 401 to anything else. */
function acceptOnly(token: string, body: unknown = { status: 'success', data: [] }): FetchHandler {
  return (request) =>
    request.headers.get('Authorization') === `Bearer ${token}` ? json(body) : unauthorized();
}

describe('one refresh on a 401', () => {
  it('refreshes once for two requests refused together and repeats both with the new token', async () => {
    tokenStore.set('old');
    const refreshResponse = deferred<Response>();
    const api = mockFetch({
      'GET /api/cart': acceptOnly('new'),
      'GET /api/orders': acceptOnly('new'),
      [REFRESH]: () => refreshResponse.promise,
    });

    const cart = apiClient.get('cart').json();
    const orders = apiClient.get('orders').json();
    // Both refusals arrive while the refresh is still on its way.
    await vi.waitFor(() => {
      expect(api.callsTo('GET /api/cart')).toBe(1);
      expect(api.callsTo('GET /api/orders')).toBe(1);
      expect(api.callsTo(REFRESH)).toBe(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    refreshResponse.resolve(json(tokenAnswer('new')));

    await expect(cart).resolves.toEqual({ status: 'success', data: [] });
    await expect(orders).resolves.toEqual({ status: 'success', data: [] });
    expect(api.callsTo(REFRESH)).toBe(1);
    expect(api.callsTo('GET /api/cart')).toBe(2);
    expect(api.callsTo('GET /api/orders')).toBe(2);
    const repeats = api.requests.filter((r) => r.headers.get('Authorization') === 'Bearer new');
    expect(repeats.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/cart',
      '/api/orders',
    ]);
    expect(tokenStore.get()).toBe('new');
  });

  it('sends the refused token to /auth/refresh', async () => {
    tokenStore.set('old');
    const api = mockFetch({
      'GET /api/cart': acceptOnly('new'),
      [REFRESH]: () => json(tokenAnswer('new')),
    });
    await apiClient.get('cart').json();
    const refresh = api.requests.find((r) => new URL(r.url).pathname === '/api/auth/refresh');
    expect(refresh?.headers.get('Authorization')).toBe('Bearer old');
  });

  it('repeats a request with its body', async () => {
    tokenStore.set('old');
    const api = mockFetch({
      'POST /api/suggestions': acceptOnly('new', { status: 'success', data: {} }),
      [REFRESH]: () => json(tokenAnswer('new')),
    });
    await apiClient.post('suggestions', { json: { user_id: 7, content: 'Enak!' } }).json();
    const posts = api.requests.filter((r) => new URL(r.url).pathname === '/api/suggestions');
    expect(posts).toHaveLength(2);
    expect(await posts[1]?.json()).toEqual({ user_id: 7, content: 'Enak!' });
  });

  it('removes the token and gives back the 401 when the refresh is refused', async () => {
    tokenStore.set('old');
    mockFetch({ 'GET /api/cart': unauthorized, [REFRESH]: unauthorized });
    const error = await failureOf(apiClient.get('cart').json());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(tokenStore.status()).toBe('expired');
  });

  it('removes the token when the refresh response holds none', async () => {
    tokenStore.set('old');
    mockFetch({ 'GET /api/cart': unauthorized, [REFRESH]: () => json({ status: 'success' }) });
    await failureOf(apiClient.get('cart').json());
    expect(tokenStore.get()).toBeNull();
  });

  it('does not try a third time when the repeated request is refused too', async () => {
    tokenStore.set('old');
    const api = mockFetch({
      'GET /api/cart': unauthorized,
      [REFRESH]: () => json(tokenAnswer('new')),
    });
    const error = await failureOf(apiClient.get('cart').json());
    expect((error as ApiError).status).toBe(401);
    expect(api.callsTo('GET /api/cart')).toBe(2);
    expect(api.callsTo(REFRESH)).toBe(1);
  });

  it('uses a token another request already refreshed instead of refreshing again', async () => {
    tokenStore.set('old');
    const api = mockFetch({
      'GET /api/cart': [
        () => {
          // Another request refreshed while this one was on its way.
          tokenStore.set('newer');
          return unauthorized();
        },
        acceptOnly('newer'),
      ],
    });
    await apiClient.get('cart').json();
    expect(api.callsTo(REFRESH)).toBe(0);
    expect(api.requests[1]?.headers.get('Authorization')).toBe('Bearer newer');
  });

  it('does not refresh for a request sent without a token', async () => {
    const api = mockFetch({ 'GET /api/cart': unauthorized });
    const error = await failureOf(apiClient.get('cart').json());
    expect((error as ApiError).status).toBe(401);
    expect(api.callsTo(REFRESH)).toBe(0);
    expect(tokenStore.status()).toBe('signed-out');
  });

  it('leaves other errors alone', async () => {
    tokenStore.set('old');
    const api = mockFetch({ 'GET /api/cart': () => json({ status: 'error', message: 'x' }, 403) });
    const error = await failureOf(apiClient.get('cart').json());
    expect((error as ApiError).status).toBe(403);
    expect(api.callsTo(REFRESH)).toBe(0);
    expect(tokenStore.get()).toBe('old');
  });
});

describe('calls that never carry the token (spec §7)', () => {
  it.each([
    ['login', () => login({ email: siti.email, password: 'rahasia123' }), 'POST /api/auth/login'],
    [
      'register',
      () =>
        register({
          name: siti.name,
          alamat: siti.alamat,
          telephone: siti.telephone,
          email: siti.email,
          password: 'rahasia123',
          password_confirmation: 'rahasia123',
        }),
      'POST /api/auth/register',
    ],
    [
      'forgot password',
      () => forgotPassword({ email: siti.email }),
      'POST /api/auth/forgot-password',
    ],
    [
      'reset password',
      () =>
        resetPassword({
          email: siti.email,
          token: '123456',
          password: 'rahasia123',
          password_confirmation: 'rahasia123',
        }),
      'POST /api/auth/reset-password',
    ],
  ])('%s', async (_name, call, key) => {
    tokenStore.set('stored-token');
    const api = mockFetch({ [key]: () => json({ ...tokenAnswer('t'), message: 'OK' }, 200) });
    await call();
    expect(api.callsTo(key)).toBe(1);
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('a 401 from login does not start a refresh', async () => {
    tokenStore.set('stored-token');
    const api = mockFetch({ 'POST /api/auth/login': unauthorized });
    await failureOf(login({ email: siti.email, password: 'salah' }));
    expect(api.callsTo(REFRESH)).toBe(0);
    expect(tokenStore.get()).toBe('stored-token');
  });
});

describe('timeout', () => {
  it('gives up after 10 s with a TimeoutError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockFetch({ 'GET /api/suggestions': pending });
    const failure = failureOf(apiClient.get('suggestions').json());
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void failure.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toBeInstanceOf(TimeoutError);
  });
});

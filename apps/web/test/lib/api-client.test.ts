import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/lib/api-error';
import { apiClient } from '../../src/lib/api-client';
import { getErrorMessage } from '../../src/lib/error-message';
import { tokenStore } from '../../src/lib/token-store';
import { json, mockFetch, offline } from '../helpers/mock-fetch';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('apiClient', () => {
  it('calls the API under /api on the same origin', async () => {
    const api = mockFetch({ 'GET /api/foods': () => json({ status: 'success', data: [] }) });
    await apiClient.get('foods').json();
    expect(api.requests[0]?.url).toBe(`${window.location.origin}/api/foods`);
  });

  it('sends the stored access token as a bearer token', async () => {
    tokenStore.set('abc.def.ghi');
    const api = mockFetch({ 'GET /api/foods': () => json({ status: 'success', data: [] }) });
    await apiClient.get('foods').json();
    expect(window.localStorage.getItem('access_token')).toBe('abc.def.ghi');
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockFetch({ 'GET /api/foods': () => json({ status: 'success', data: [] }) });
    await apiClient.get('foods').json();
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps the status and the server message of an error response', async () => {
    mockFetch({
      'GET /api/foods/9': () => json({ status: 'error', message: 'Makanan tidak ada.' }, 404),
    });
    const error = await failureOf(apiClient.get('foods/9').json());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(getErrorMessage(error, 'Gagal.')).toBe('Makanan tidak ada.');
  });

  it('falls back to the given text when the error response has no message', async () => {
    mockFetch({ 'GET /api/foods': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });
    const error = await failureOf(apiClient.get('foods').json());
    expect(getErrorMessage(error, 'Gagal memuat data menu.')).toBe('Gagal memuat data menu.');
  });

  it("rejects with 'Network Error' when no response comes at all", async () => {
    mockFetch({ 'GET /api/foods': offline });
    const error = await failureOf(apiClient.get('foods').json());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network Error');
    expect(getErrorMessage(error, 'Gagal memuat data menu.')).toBe('Gagal memuat data menu.');
  });
});

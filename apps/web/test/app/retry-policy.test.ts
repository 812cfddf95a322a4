import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/lib/api-error';
import { apiClient } from '../../src/lib/api-client';
import { shouldRetryQuery } from '../../src/app/providers';
import { json, mockFetch, pending } from '../helpers/mock-fetch';

async function errorFor(status: number): Promise<ApiError> {
  mockFetch({ 'GET /api/foods': () => json({ status: 'error', message: 'x' }, status) });
  try {
    await apiClient.get('foods');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected an error');
}

describe('query retry policy', () => {
  it('tries a failed read once more', async () => {
    expect(shouldRetryQuery(0, await errorFor(500))).toBe(true);
    expect(shouldRetryQuery(0, new NetworkError())).toBe(true);
  });

  it('stops after one retry', async () => {
    expect(shouldRetryQuery(1, await errorFor(503))).toBe(false);
  });

  it('does not retry a request that timed out: the timeout message is due at 10 s', async () => {
    mockFetch({ 'GET /api/foods': pending });
    const error = await apiClient.get('foods', { timeout: 5 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(shouldRetryQuery(0, error)).toBe(false);
  });

  it.each([400, 401, 404, 422])('does not retry a %i response', async (status) => {
    expect(shouldRetryQuery(0, await errorFor(status))).toBe(false);
  });
});

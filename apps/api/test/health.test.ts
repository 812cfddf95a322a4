import { errorBodySchema } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('responds with 200 while the database responds', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { database: 'up' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  // Runs last in this file: it closes the database.
  it('responds with 503 once the database is gone, and other calls fail without internals', async () => {
    await ctx.database.close();

    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const foods = await ctx.app.inject({ method: 'GET', url: '/api/foods' });

    expect(health.statusCode).toBe(503);
    expect(errorBodySchema.strict().parse(health.json())).toEqual({
      status: 'error',
      message: 'Database tidak dapat dihubungi.',
    });
    expect(foods.statusCode).toBe(500);
    expect(errorBodySchema.strict().parse(foods.json())).toEqual({
      status: 'error',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
    });
    expect(foods.body).not.toMatch(/stack|select|foods"|at \w+ \(|pglite|pool/i);
  });
});

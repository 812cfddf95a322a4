import { errorBodySchema } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('error responses', () => {
  const ctx = useTestApp();

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['POST', '/api/foods'],
    ['DELETE', '/api/categories/1'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.strict().parse(response.json())).toEqual({
      status: 'error',
      message: 'Alamat API tidak ditemukan.',
    });
  });

  it('responds with 400 for a body that is not valid JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: { 'content-type': 'application/json' },
      payload: '{"nama": ',
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.strict().parse(response.json())).toEqual({
      status: 'error',
      message: 'Format JSON tidak valid.',
    });
  });

  /** A login body of exactly `bytes` bytes. */
  const loginBody = (bytes: number) => {
    const body = JSON.stringify({ email: 'ani@contoh.id', password: '' });
    return JSON.stringify({ email: 'ani@contoh.id', password: 'x'.repeat(bytes - body.length) });
  };

  it('responds with 413 for a JSON body over 64 KB, before looking at it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: loginBody(64 * 1024 + 1),
    });

    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.strict().parse(response.json())).toEqual({
      status: 'error',
      message: 'Data yang dikirim terlalu besar.',
    });
  });

  it('reads a body of 64 KB and responds to it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: loginBody(64 * 1024),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Email atau password salah.');
  });

  it('lists the offending field on 422 and shows nothing of the server', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/foods/nasi-goreng' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Data yang dikirim tidak valid.',
      errors: { id: ['The id must be a number.'] },
    });
    expect(response.body).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });
});

import type { User } from '@dapur/shared/auth';
import { tokenStore } from '../../src/lib/token-store';
import { json, type FetchHandler } from './mock-fetch';

export const siti: User = {
  id: 7,
  name: 'Siti Rahmawati',
  alamat: 'Jl. Kaliurang Km 5 No. 12, Sleman',
  telephone: '6281234567890',
  email: 'siti@example.com',
  role: 'customer',
};

/** What POST /auth/login and /auth/refresh respond with. */
export function tokenAnswer(token: string) {
  return { status: 'success', access_token: token, token_type: 'bearer', expires_in: 3600 };
}

/** A customer whose token is already stored, as after an earlier visit. */
export function signIn(token = 'token-1'): string {
  tokenStore.set(token);
  return token;
}

/** POST /auth/me responding with `user` at top level, as the API does. */
export function meAnswer(user: User = siti): FetchHandler {
  return () => json(user);
}

export function unauthorized(): Response {
  return json({ status: 'error', message: 'Unauthenticated.' }, 401);
}

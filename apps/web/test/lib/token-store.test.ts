import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../src/lib/token-store';

afterEach(() => vi.restoreAllMocks());

describe('tokenStore', () => {
  it('keeps a session for as long as the page is open when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    tokenStore.set('token-1');

    expect(tokenStore.get()).toBe('token-1');
    expect(tokenStore.status()).toBe('signed-in');
  });

  it('reads what another tab stored once that tab says so', () => {
    tokenStore.set('token-1');
    window.localStorage.setItem('access_token', 'token-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));

    expect(tokenStore.get()).toBe('token-2');

    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(tokenStore.status()).toBe('signed-out');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isAppPage,
  isHashedAsset,
  isMenuApi,
  isPicture,
} from '../../src/service-worker/cache-rules';

const ORIGIN = 'https://dapur.example';
const request = (method: string, path: string, origin = ORIGIN) => ({
  method,
  url: new URL(path, origin),
});

describe('what the service worker keeps', () => {
  it.each([
    '/api/foods',
    '/api/foods/3',
    '/api/categories',
    '/api/categories/2/foods',
    '/api/restaurant',
  ])('keeps the public menu response GET %s', (path) => {
    expect(isMenuApi(request('GET', path), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/cart',
    '/api/cart/items/1',
    '/api/orders',
    '/api/orders/5/qris',
    '/api/auth/me',
    '/api/admin/foods',
    '/api/admin/restaurant',
    '/api/restaurant/slots',
    '/api/foods/3/extra',
  ])('never keeps GET %s: personal, the family’s, or changing by the minute', (path) => {
    const get = request('GET', path);
    expect([isMenuApi(get, ORIGIN), isPicture(get, ORIGIN), isHashedAsset(get, ORIGIN)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never keeps or responds to a %s', (method) => {
    for (const path of ['/api/foods', '/api/cart', '/storage/foods/a.webp', '/assets/a-1.js']) {
      const write = request(method, path);
      expect([
        isMenuApi(write, ORIGIN),
        isPicture(write, ORIGIN),
        isHashedAsset(write, ORIGIN),
      ]).toEqual([false, false, false]);
    }
  });

  it('keeps pictures and built files of the shop itself only', () => {
    expect(isPicture(request('GET', '/storage/foods/rendang.webp'), ORIGIN)).toBe(true);
    expect(isPicture(request('GET', '/images/logo.png'), ORIGIN)).toBe(true);
    expect(isHashedAsset(request('GET', '/assets/cart-page-Ab12.js'), ORIGIN)).toBe(true);
    const elsewhere = request('GET', '/storage/foods/rendang.webp', 'https://cdn.example');
    expect(isPicture(elsewhere, ORIGIN)).toBe(false);
    expect(isMenuApi(request('GET', '/api/foods', 'https://cdn.example'), ORIGIN)).toBe(false);
  });

  it('serves the app shell for app pages, never for the API or files', () => {
    for (const path of ['/', '/foods', '/foods/3', '/categories/2', '/admin/orders', '/orders'])
      expect(isAppPage(new URL(path, ORIGIN))).toBe(true);
    for (const path of ['/api', '/api/foods', '/storage/foods/a.webp', '/assets/index-1.js'])
      expect(isAppPage(new URL(path, ORIGIN))).toBe(false);
  });
});

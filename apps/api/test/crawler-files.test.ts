import { beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import * as menu from './menu';
import { call } from './shop';

const PUBLIC_URL = 'https://warung.example';

describe('robots.txt and the sitemap', () => {
  const ctx = useTestApp({ publicUrl: PUBLIC_URL });
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const sitemapLocations = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  };

  it('lets search engines read the menu and keeps them out of accounts, orders and the family pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api/', '/cart', '/orders', '/payment', '/profile']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /foods');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists the public pages and every dish and category on the menu, at the public address', async () => {
    const foods = await menu.publicFoods(ctx.app);
    const categories = await menu.publicCategories(ctx.app);
    const locations = await sitemapLocations();

    for (const path of ['/', '/foods', '/categories', '/about']) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(foods.length).toBeGreaterThan(0);
    for (const food of foods) expect(locations).toContain(`${PUBLIC_URL}/foods/${food.id}`);
    for (const category of categories) {
      expect(locations).toContain(`${PUBLIC_URL}/categories/${category.id}`);
    }
    expect(locations.some((location) => location?.includes('/cart'))).toBe(false);
  });

  it('adds a new dish at once and drops an archived one', async () => {
    const food = await menu.createFood(ctx.app, owner.token, { nama: 'Es Cendol' });
    expect(await sitemapLocations()).toContain(`${PUBLIC_URL}/foods/${food.id}`);

    const archived = await call(ctx.app, 'DELETE', `/api/admin/foods/${food.id}`, {
      token: owner.token,
    });
    expect(archived.statusCode).toBe(200);
    expect(await sitemapLocations()).not.toContain(`${PUBLIC_URL}/foods/${food.id}`);
  });
});

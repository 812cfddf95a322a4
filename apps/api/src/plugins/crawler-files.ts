import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { escapeMarkup } from '../lib/escape-markup';

export interface CrawlerFilesOptions {
  /** The shop's address as customers reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The public pages' paths, read at each request so that a new dish is listed at once. */
  publicPages: () => Promise<string[]>;
}

/** Pages with a customer's or the family's own data, and the API: nothing to list there. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/cart',
  '/order-form',
  '/payment',
  '/orders',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
];

/** `robots.txt` and `sitemap.xml` for search engines, at the site's root. */
const plugin: FastifyPluginAsync<CrawlerFilesOptions> = async (app, { publicUrl, publicPages }) => {
  const robots = [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = (await publicPages()).map(
      (path) => `  <url><loc>${escapeMarkup(publicUrl + path)}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
};

export const crawlerFiles = fp(plugin, { name: 'crawler-files' });

import type { App } from '../../src/app';
import { isApiReferencePath } from '../../src/plugins/api-reference';

const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every `METHOD /path` the app registers under /api, read from Fastify's route tree, so
 * a test over "every endpoint" notices a new one. HEAD is left out: Fastify adds it to
 * each GET route, and it responds as the GET does, without a body. So are the API
 * reference's own pages (api-reference.test.ts checks them).
 */
export function registeredApiRoutes(app: App): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (path.startsWith('/api/') && method !== 'HEAD' && !isApiReferencePath(path)) {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return routes.sort();
}

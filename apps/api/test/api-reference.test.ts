import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from '../src/plugins/api-reference';
import { registeredApiRoutes } from './fuzz/registered-routes';
import { useTestApp } from './helper';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  responses?: Record<string, { description: string }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** `/api/cart/:id` as OpenAPI writes it: `/api/cart/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/** Any id will do: the token is checked before the path. */
const concretePath = (path: string) => path.replace(/:\w+/g, '1');

const ctx = useTestApp();

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<OpenApiDocument>();
}

function operations(document: OpenApiDocument) {
  return registeredApiRoutes(ctx.app).map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return {
      route,
      method,
      path,
      operation: document.paths[openApiPath(path)]?.[method.toLowerCase()],
    };
  });
}

describe('the API reference', () => {
  it('is OpenAPI 3.1 and lists every route of the API, each under its section', async () => {
    const document = await openApiDocument();

    expect(document.openapi).toMatch(/^3\.1\./);
    const listed = operations(document);
    expect(listed.length).toBeGreaterThan(20);
    for (const { route, path, operation } of listed) {
      expect(operation, `${route} is missing`).toBeDefined();
      expect(operation?.tags).toEqual([path.split('/')[2]]);
      expect(operation?.responses?.['4XX']?.description).toMatch(/422/);
    }
  });

  it('names every call: a summary to read and an operationId, unique, for a generated client', async () => {
    const document = await openApiDocument();

    const operationIds: string[] = [];
    for (const { route, operation } of operations(document)) {
      // Sentence case, no trailing period (Redocly's operation-summary).
      expect(operation?.summary, `${route}: summary`).toMatch(/^[A-Z].*[^.\s]$/);
      // camelCase, verb first (operation-operationId).
      expect(operation?.operationId, `${route}: operationId`).toMatch(/^[a-z]+[A-Za-z]*$/);
      operationIds.push(operation!.operationId!);
    }
    const repeated = operationIds.filter((id, index) => operationIds.indexOf(id) !== index);
    expect(repeated, 'operationIds used twice').toEqual([]);
    // Nothing but the API: robots.txt and sitemap.xml are hidden.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('puts the lock on exactly the calls that respond with 401 without a token', async () => {
    const document = await openApiDocument();

    for (const { route, method, path, operation } of operations(document)) {
      // Refresh's lock is a token that may have expired (refreshableBearer), still a token.
      const locked = (operation?.security ?? []).some(
        (requirement) => Object.keys(requirement).length > 0,
      );
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: concretePath(path),
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode === 401, `${route}: ${response.statusCode}`).toBe(locked);
    }
  });

  it('has a page to read it, which loads the same document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Dapur API</title>');

    const initializer = await ctx.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain(OPENAPI_JSON_PATH);
  });
});

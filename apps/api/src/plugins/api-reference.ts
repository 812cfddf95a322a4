import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { errorBodySchema } from '@dapur/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SCHEME } from './auth';

/** Where the reference is served: the document itself, and a page to read it. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const description = [
  'The JSON API of the Dapur web shop. Every answer is `{"status":"success","data":…}` or',
  '`{"status":"error","message":…}` (with `errors` per field on 422).',
  'Calls marked with a lock need `Authorization: Bearer <access_token>` from `POST /api/auth/login`.',
].join(' ');

const { $schema: _dialect, ...errorBodyJsonSchema } = z.toJSONSchema(errorBodySchema);
const refusal = {
  description: 'Refused: 401, 403, 404, 409, 413, 415, 422 (with `errors` per field) or 429.',
  ...errorBodyJsonSchema,
};

/**
 * The API reference, generated from the same zod schemas that validate requests and
 * serialise answers, so it cannot drift from the code: OpenAPI 3.1 at /api/openapi.json
 * and Swagger UI at /api/docs. Registered before the modules, whose routes it collects.
 */
export const apiReference = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Dapur API', version: '1.0.0', description },
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      // Each call is filed under the first part of its path (auth, foods, cart, …).
      // Every call may be refused with the error shape.
      transform: (input) => {
        const { schema = {}, url } = jsonSchemaTransform(input);
        const response = { ...(schema.response as object | undefined), '4XX': refusal };
        return { schema: { tags: [sectionOf(url)], ...schema, response }, url };
      },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      theme: { title: 'Dapur API' },
      uiConfig: { url: OPENAPI_JSON_PATH, docExpansion: 'list', deepLinking: false },
    });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-reference' },
);

/** The reference's own pages, which are not endpoints of the contract. */
export function isApiReferencePath(path: string): boolean {
  return (
    path === OPENAPI_JSON_PATH || path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`)
  );
}

function sectionOf(url: string): string {
  return url.replace(/^\/api\//, '').split('/')[0] ?? 'api';
}

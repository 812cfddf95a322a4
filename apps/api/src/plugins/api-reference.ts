import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { nameDocumentedSchemas } from './api-components';
import { documentObject, documentRoute, securitySchemes } from './api-document';

/** Where the reference is served: the document itself, and a page to read it. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const description = [
  'The JSON API of the Dapur web shop. Every answer is `{"status":"success","data":…}` or',
  '`{"status":"error","message":…}` (with `errors` per field on 422).',
  'Calls marked with a lock need `Authorization: Bearer <access_token>` from `POST /api/auth/login`.',
].join(' ');

export interface ApiReferenceOptions {
  /** Where clients reach the shop (PUBLIC_URL): the document's one server. */
  publicUrl: string;
}

/**
 * The API reference, generated from the same zod schemas that validate requests and
 * serialise answers, so it cannot drift from the code: OpenAPI 3.1 at /api/openapi.json
 * and Swagger UI at /api/docs. Registered before the modules, whose routes it collects.
 */
export const apiReference = fp<ApiReferenceOptions>(
  async (app, { publicUrl }) => {
    nameDocumentedSchemas();
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Dapur API', version: '1.0.0', description },
        servers: [{ url: publicUrl, description: 'This shop' }],
        components: { securitySchemes },
      },
      transform: documentRoute,
      transformObject: documentObject,
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

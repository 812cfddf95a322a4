import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { IMAGE_MAX_BYTES } from '@dapur/shared';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SCHEME, REFRESH_SCHEME } from './auth';
import { IMAGE_FIELD } from './uploads';

/**
 * How the OpenAPI document says what the routes' zod schemas cannot: the answers every
 * call may give (refusals, 429 with Retry-After, 5XX), the 304 of a conditional read, the
 * form an upload sends, public calls marked as such. Used by api-reference.ts.
 */

type JsonSchema = Record<string, unknown>;
type DocumentedSchema = Record<string, unknown> & {
  response?: Record<string, JsonSchema>;
  consumes?: string[];
  security?: unknown[];
};

const zodTransform = createJsonSchemaTransform({});

const ERROR_REF = { $ref: '#/components/schemas/Error' };

export const securitySchemes = {
  [BEARER_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `access_token` from `POST /api/auth/login`, valid 60 minutes. Calls that need the family name the role `owner`.',
  },
  [REFRESH_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token to exchange: possibly expired, but issued at most 14 days ago and not yet exchanged or logged out.',
  },
} as const;

const refusal = {
  description:
    'Refused: 400 unreadable, 401 no live token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 wrong media type, 422 invalid (with `errors` per field).',
  ...ERROR_REF,
};
const tooManyRequests = {
  description: 'Too many requests from this address or for this account: try again later.',
  headers: {
    'Retry-After': {
      type: 'integer',
      minimum: 0,
      description: 'Seconds to wait before trying again.',
    },
  },
  ...ERROR_REF,
};
const failure = {
  description:
    'The server could not answer (500; 503 while the database is out of reach). The message never shows internals.',
  ...ERROR_REF,
};
const etagHeader = {
  ETag: {
    type: 'string',
    description: 'Send it back as `If-None-Match` to get a 304 while the answer stands.',
  },
};

/** The multipart form of a picture upload (plugins/uploads.ts reads it). */
const imageForm = {
  type: 'object',
  required: [IMAGE_FIELD],
  properties: {
    [IMAGE_FIELD]: {
      type: 'string',
      format: 'binary',
      description: `A photo (JPEG, PNG, WebP, …), at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
    },
  },
};

/** The body of a file (a picture, a backup) in a route's `contentResponse`. */
export const fileBody = z.string().meta({ format: 'binary' });

/**
 * A success whose body is no JSON (a picture, a backup, an event stream), for a route's
 * `response`: its media types, each with what the body holds, and its headers (JSON
 * Schema by name). Fastify serialises no such body: the handler sends a buffer or a stream.
 */
export function contentResponse(
  description: string,
  content: Record<string, z.ZodType>,
  headers?: Record<string, JsonSchema>,
) {
  const media = Object.entries(content).map(([type, schema]) => [type, { schema }]);
  return { description, content: Object.fromEntries(media), ...(headers && { headers }) };
}

/** One route as the document shows it, after zod's schemas became JSON Schema. */
export const documentRoute: SwaggerTransform = (route) => {
  const { schema = {}, url } = zodTransform(route) as { schema?: DocumentedSchema; url: string };
  if (schema.hide) return { schema: schema as FastifySchema, url };
  // zod's transform keeps only a content response's description and media types.
  const own = (route.schema?.response ?? {}) as Record<string, { headers?: JsonSchema }>;
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    const headers = own[status]?.headers;
    if (headers) response.headers = headers;
  }
  return {
    url,
    schema: {
      tags: [sectionOf(url)],
      ...schema,
      // An empty list says "no token needed", where leaving it out would say "not stated".
      security: schema.security ?? [],
      ...(schema.consumes?.includes('multipart/form-data') && { body: imageForm }),
      response: responsesOf(schema.response ?? {}),
    } as FastifySchema,
  };
};

function responsesOf(own: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const conditional = '304' in own;
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(own)) {
    responses[status] = {
      description: status === '201' ? 'Created' : 'Done',
      ...response,
      ...(conditional && (status === '200' || status === '304') && { headers: etagHeader }),
    };
  }
  return { ...responses, 429: tooManyRequests, '4XX': refusal, '5XX': failure };
}

/**
 * The whole document: the named schemas (api-components.ts) under components, keeping only
 * those some call uses (each is named for answers and for bodies, and most are only one).
 */
export const documentObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const used = referencedSchemas(document, schemas);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
};

/** The component names reached from the paths, following components that name others. */
function referencedSchemas(document: object, schemas: Record<string, unknown>): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof child === 'string'
            ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1]
            : undefined;
        if (name !== undefined) {
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(child);
      }
    }
  };
  visit((document as { paths?: unknown }).paths);
  return used;
}

/** Each call is filed under the first part of its path (auth, foods, cart, …). */
function sectionOf(url: string): string {
  return url.replace(/^\/api\//, '').split('/')[0] ?? 'api';
}

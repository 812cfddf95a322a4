import {
  cartOrderBodySchema,
  orderStatusChangeBodySchema,
  registerBodySchema,
  suggestionContentField,
} from '@dapur/shared';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OPENAPI_JSON_PATH } from '../src/plugins/api-reference';
import { useTestApp } from './helper';

/**
 * What a client generated from /api/openapi.json needs beyond the JSON answers (which
 * openapi-conformance.ts checks on every API test): the forms, files and streams, the
 * refusals, and request schemas exactly as strict as the server's.
 */
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Record<string, unknown> }>;
}
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, Response>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const ctx = useTestApp({ publicUrl: 'https://dapur-bu-ratna.test' });

async function openApiDocument(): Promise<Document> {
  const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  return response.json<Document>();
}

const allOperations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names the shop as its server and every refusal, 429 with Retry-After and 5XX, as JSON errors', async () => {
    const document = await openApiDocument();

    expect(document.servers).toEqual([
      { url: 'https://dapur-bu-ratna.test', description: 'This shop' },
    ]);
    for (const { path, operation } of allOperations(document)) {
      for (const status of ['4XX', '429', '5XX']) {
        expect(operation.responses[status]?.content, `${path} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
      expect(Object.keys(operation.responses['429']!.headers ?? {})).toEqual(['Retry-After']);
      // Public calls say so, rather than leaving their security unstated.
      expect(Array.isArray(operation.security), path).toBe(true);
    }
  });

  it('sends the three photo uploads as multipart forms with the picture in `image`', async () => {
    const document = await openApiDocument();
    const uploads = [
      document.paths['/api/admin/foods/{id}/image']!.post!,
      document.paths['/api/admin/categories/{id}/image']!.post!,
      document.paths['/api/admin/restaurant/qris']!.post!,
    ];

    for (const upload of uploads) {
      expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
      expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
        required: ['image'],
        properties: { image: { type: 'string', format: 'binary' } },
      });
    }
  });

  it('declares what the picture, backup and event-stream calls answer, and their errors as JSON', async () => {
    const document = await openApiDocument();
    const qrisImage = document.paths['/api/payments/qris/image']!.get!;
    const backup = document.paths['/api/admin/backup']!.get!;
    const events = document.paths['/api/admin/events']!.get!;

    expect(Object.keys(qrisImage.responses['200']!.content!)).toEqual(
      expect.arrayContaining(['image/png', 'image/svg+xml']),
    );
    expect(Object.keys(backup.responses['200']!.content!)).toEqual(['application/gzip']);
    expect(Object.keys(backup.responses['200']!.headers!)).toEqual(['Content-Disposition']);
    expect(Object.keys(events.responses['200']!.content!)).toEqual(['text/event-stream']);
    expect(Object.keys(events.responses['4XX']!.content!)).toEqual(['application/json']);

    // What they really send, with the types declared.
    const image = await ctx.app.inject({ method: 'GET', url: '/api/payments/qris/image' });
    expect(Object.keys(qrisImage.responses['200']!.content!)).toContain(
      image.headers['content-type'],
    );
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/events' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });

  it('locks refresh with a token that may have expired, and the menu reads with 304 and ETag', async () => {
    const document = await openApiDocument();

    expect(document.paths['/api/auth/refresh']!.post!.security).toEqual([
      { refreshableBearer: [] },
    ]);
    expect(document.components.securitySchemes).toHaveProperty('refreshableBearer');
    for (const path of ['/api/foods', '/api/foods/{id}', '/api/categories', '/api/restaurant']) {
      const read = document.paths[path]!.get!;
      expect(read.responses['304']!.content, path).toBeUndefined();
      expect(Object.keys(read.responses['200']!.headers ?? {}), path).toEqual(['ETag']);
      expect(read.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-none-match' }),
      );
    }
  });

  it('names the shapes answers share once, and refers to them', async () => {
    const document = await openApiDocument();
    const foods =
      document.paths['/api/foods']!.get!.responses['200']!.content!['application/json']!;

    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Food', 'Category', 'CartItem', 'Order', 'User']),
    );
    expect(foods.schema).toMatchObject({
      properties: { data: { items: { $ref: '#/components/schemas/Food' } } },
    });
  });
});

describe("the document's request schemas are exactly as strict as the server's", () => {
  const ajv = addFormats(new Ajv2020({ strict: false }));

  async function bodySchema(path: string, method: string) {
    const document = await openApiDocument();
    const schema = document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
    return ajv.compile(schema);
  }

  /** The document and the server's own zod schema give the same verdict on every body. */
  function agree(documentAccepts: (body: unknown) => boolean, server: z.ZodType, body: unknown) {
    expect(documentAccepts(body), JSON.stringify(body)).toBe(server.safeParse(body).success);
  }

  const valid = {
    name: 'Budi',
    alamat: 'Jl. Melati 3',
    telephone: '081234567890',
    email: 'budi@example.com',
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
  };
  /** Text with what trims, counts and breaks lines: blanks, line breaks, controls, digits. */
  const typed = fc
    .array(
      fc.oneof(
        fc.constantFrom(' ', '\n', '\t', '\u00a0', '\u2028', '\u0007', '+', '-', '0', '6', '2'),
        fc.constantFrom('1', '8', 'a', 'B', 'é'),
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join(''));

  it('on names and phones: trims, one line, 62 and 10–15 digits', async () => {
    const accepts = await bodySchema('/api/auth/register', 'post');
    for (const phone of ['0812-3456-7890', ' +62 812 3456 7890 ', '12345', '0812\n34567890']) {
      agree(accepts, registerBodySchema, { ...valid, telephone: phone });
    }
    fc.assert(
      fc.property(typed, typed, (name, telephone) => {
        agree(accepts, registerBodySchema, { ...valid, name, telephone });
      }),
      { numRuns: 300 },
    );
  });

  it('on lengths counted after trimming: 255 for a name, 1000 for a suggestion', async () => {
    const register = await bodySchema('/api/auth/register', 'post');
    const suggestion = await bodySchema('/api/suggestions', 'post');
    const suggestionBody = (content: string) => ({ content });
    const suggestionSchema = {
      safeParse: (body: { content: string }) => suggestionContentField.safeParse(body.content),
    };

    for (const name of ['x'.repeat(255), ` ${'x'.repeat(255)}  `, 'x'.repeat(256)]) {
      agree(register, registerBodySchema, { ...valid, name });
    }
    for (const content of ['y'.repeat(1000), `\n${'y'.repeat(1000)}\n`, 'y'.repeat(1001), '  ']) {
      agree(suggestion, suggestionSchema as unknown as z.ZodType, suggestionBody(content));
    }
  });

  it('on emails: the email format', async () => {
    const accepts = await bodySchema('/api/auth/register', 'post');
    for (const email of ['budi@example.com', 'budi', 'budi@', 'budi@example.com\nBcc: x@y.z']) {
      agree(accepts, registerBodySchema, { ...valid, email });
    }
  });

  it('on orders: an address unless it is a pickup', async () => {
    const accepts = await bodySchema('/api/orders/cart', 'post');
    const order = { name: 'Budi', phone: '081234567890' };
    for (const body of [
      order,
      { ...order, address: '   ' },
      { ...order, address: 'Jl. Melati 3' },
      { ...order, fulfilment: 'delivery' },
      { ...order, fulfilment: 'pickup' },
      { ...order, fulfilment: 'pickup', address: '' },
    ]) {
      agree(accepts, cartOrderBodySchema, body);
    }
  });

  it("on a customer's status change: only processing, which is all the server lets a customer set", async () => {
    const accepts = await bodySchema('/api/orders/{orderId}/status', 'put');

    expect(accepts({ status: 'processing' })).toBe(true);
    for (const status of ['ready', 'completed', 'cancelled', 'pending', 'dimasak']) {
      expect(accepts({ status }), status).toBe(false);
    }
    // The server's own schema takes every status, so that one the family sets is a 403.
    expect(orderStatusChangeBodySchema.safeParse({ status: 'ready' }).success).toBe(true);
  });
});

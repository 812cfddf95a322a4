import type { IncomingMessage } from 'node:http';
import { OpenAPIClientAxios, type OpenAPIClient } from 'openapi-client-axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_JSON_PATH } from '../src/plugins/api-reference';
import { newAccount, registerOwner } from './accounts';
import { useTestApp } from './helper';
import { picture } from './pictures';

/**
 * A client generated at run time from /api/openapi.json (openapi-client-axios: one method
 * per operationId, parameters and bodies placed as the document says), calling the real
 * server over HTTP: a customer's order from sign-up to payment, and the family's upload,
 * backup and event stream, the calls a hand-written client needed to know more for.
 */
const ctx = useTestApp();
let client: OpenAPIClient;
let operationIds: string[];

beforeAll(async () => {
  const baseURL = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const api = new OpenAPIClientAxios({
    definition: `${baseURL}${OPENAPI_JSON_PATH}`,
    // The document's server is PUBLIC_URL; this test's server listens on a port of its own.
    axiosConfigDefaults: { baseURL, validateStatus: () => true },
  });
  client = await api.init();
  const document = api.document as unknown as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  operationIds = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
});

afterAll(() => {
  client.defaults.headers.common.Authorization = undefined;
});

const call = (operationId: string) => client[operationId]!;
const signIn = (token: string) => {
  client.defaults.headers.common.Authorization = `Bearer ${token}`;
};

describe('a client generated from the OpenAPI document', () => {
  it('has a method for every operation', () => {
    expect(operationIds.length).toBeGreaterThan(60);
    for (const id of operationIds) expect(typeof client[id], id).toBe('function');
  });

  it("takes a customer from sign-up to a paid order, reading the menu's 304 and refreshing the token", async () => {
    const account = newAccount();
    expect((await call('register')(undefined, account)).status).toBe(201);
    const login = await call('login')(undefined, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    signIn(login.data.access_token);

    const menu = await call('listFoods')();
    expect(menu.status).toBe(200);
    const unchanged = await call('listFoods')({ 'if-none-match': String(menu.headers.etag) });
    expect(unchanged.status).toBe(304);
    const food = menu.data.data.find(
      (dish: { option_groups: unknown[] }) => dish.option_groups.length === 0,
    );

    expect((await call('addToCart')(undefined, { food_id: food.id, jumlah: 2 })).status).toBe(200);
    const order = await call('placeCartOrder')(undefined, {
      name: 'Budi',
      phone: '0812-3456-7890',
      fulfilment: 'pickup',
    });
    expect(order.status).toBe(201);
    expect(order.data.data.total_amount).toBe(food.harga * 2);
    const paid = await call('payOrder')({ orderId: order.data.data.id }, { status: 'completed' });
    expect(paid.data.data.status).toBe('completed');

    const qris = await call('getQrisImage')(undefined, null, { responseType: 'arraybuffer' });
    expect(qris.status).toBe(200);
    expect(Buffer.from(qris.data).length).toBeGreaterThan(100);

    const refreshed = await call('refreshToken')();
    expect(refreshed.status).toBe(200);
    signIn(refreshed.data.access_token);
    expect((await call('getMe')()).data.email).toBe(account.email.toLowerCase());
  });

  it("reads a refusal as the document's JSON error", async () => {
    const missing = await call('getFood')({ id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it("does the family's upload, backup and event stream", async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    signIn(owner.token);
    const [food] = (await call('adminListFoods')()).data.data;

    const form = new FormData();
    form.append('image', new Blob([await picture('jpeg')], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await call('adminUploadFoodImage')({ id: food.id }, form);
    expect(uploaded.status).toBe(200);
    const photo = await client.get(uploaded.data.data.gambar_url, { responseType: 'arraybuffer' });
    expect(photo.headers['content-type']).toBe('image/webp');

    const backup = await call('adminDownloadBackup')(undefined, null, {
      responseType: 'arraybuffer',
    });
    expect(backup.headers['content-type']).toBe('application/gzip');
    expect([...Buffer.from(backup.data).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const events = await call('adminStreamEvents')(undefined, null, { responseType: 'stream' });
    const stream = events.data as IncomingMessage;
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    const [first] = await Promise.all([
      new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk)))),
    ]);
    stream.destroy();
    expect(first).toMatch(/^: /);
  });
});

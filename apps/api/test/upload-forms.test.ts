import { menuMessages } from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipartFile, registerOwner } from './accounts';
import { expectContractError } from './fuzz/contract';
import { snapshotDatabase } from './fuzz/db-snapshot';
import { useTestApp } from './helper';

/** The three routes that take a photo, each for a row that exists. */
const UPLOAD_URLS = [
  '/api/admin/foods/1/image',
  '/api/admin/categories/1/image',
  '/api/admin/restaurant/qris',
];

/**
 * What the photo routes respond to a form that is not a usable picture: never a 500 (found
 * by the fuzz suite), and nothing stored.
 */
describe('photo upload forms the server cannot use', () => {
  const ctx = useTestApp();
  let token: string;

  beforeAll(async () => {
    token = (await registerOwner(ctx.app, ctx.db)).token;
  });

  async function send(url: string, payload: Buffer, contentType: string) {
    // Every table, the stored pictures with them.
    const database = await snapshotDatabase(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(await snapshotDatabase(ctx.db)).toEqual(database);
    return response;
  }

  it.each(UPLOAD_URLS)('%s: a form cut short, or without its boundary, is a 400', async (url) => {
    const form = multipartFile(Buffer.from('\x89PNG\r\n\x1a\n'));
    const contentType = form.headers['content-type'];

    const responses = [
      await send(url, form.payload.subarray(0, form.payload.length - 30), contentType),
      await send(url, form.payload, 'multipart/form-data'),
      await send(url, Buffer.from('hello'), contentType),
    ];

    for (const response of responses) {
      expectContractError(response, 400);
      expect(response.json().message).toBe(menuMessages.imageUnreadable);
    }
  });

  it.each(UPLOAD_URLS)('%s: an empty file is no picture (415)', async (url) => {
    const form = multipartFile(Buffer.alloc(0));

    const response = await send(url, form.payload, form.headers['content-type']);

    expectContractError(response, 415);
    expect(response.json().message).toBe(menuMessages.imageNotImage);
  });
});

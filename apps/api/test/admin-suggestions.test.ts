import {
  adminSuggestionListResponseSchema,
  adminSuggestionResponseSchema,
  suggestionListResponseSchema,
} from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call } from './shop';

describe("the family's suggestions page", () => {
  const ctx = useTestApp();
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  const suggest = async (content: string) => {
    const response = await call(ctx.app, 'POST', '/api/suggestions', {
      token: customer.token,
      payload: { content },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const publicIds = async () =>
    suggestionListResponseSchema
      .parse((await call(ctx.app, 'GET', '/api/suggestions')).json())
      .data.map((suggestion) => suggestion.id);
  const setHidden = (id: number | string, hidden: unknown) =>
    call(ctx.app, 'PUT', `/api/admin/suggestions/${id}`, {
      token: owner.token,
      payload: { hidden },
    });

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  it('hides a suggestion from the home page and shows it again', async () => {
    const kept = await suggest('Sambalnya mantap, tolong tambah level pedas.');
    const rude = await suggest('Iklan: beli followers murah di situs kami!');

    const hidden = await setHidden(rude, true);

    expect(hidden.statusCode).toBe(200);
    expect(adminSuggestionResponseSchema.strict().parse(hidden.json()).data).toMatchObject({
      id: rude,
      hidden: true,
      user: { name: customer.user.name },
    });
    expect(await publicIds()).toContain(kept);
    expect(await publicIds()).not.toContain(rude);

    expect((await setHidden(rude, false)).statusCode).toBe(200);
    expect(await publicIds()).toContain(rude);
  });

  it('lists every suggestion for the family, hidden ones too, newest first', async () => {
    const older = await suggest('Nasi kuningnya enak sekali.');
    const newer = await suggest('Tolong buka hari Minggu.');
    await setHidden(older, true);

    const response = await call(ctx.app, 'GET', '/api/admin/suggestions', { token: owner.token });

    const list = adminSuggestionListResponseSchema.strict().parse(response.json()).data;
    const ids = list.map((suggestion) => suggestion.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.find((suggestion) => suggestion.id === older)?.hidden).toBe(true);
    expect(list.find((suggestion) => suggestion.id === newer)?.hidden).toBe(false);
  });

  it('responds with 404 for an unknown suggestion and 422 for a value that is not true or false', async () => {
    const id = await suggest('Porsinya pas.');

    const unknown = await setHidden(999999, true);
    const wrong = await setHidden(id, 'ya');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Saran tidak ditemukan.' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['hidden']);
  });
});

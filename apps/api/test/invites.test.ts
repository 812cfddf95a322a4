import { createHash } from 'node:crypto';
import {
  authMessages,
  errorBodySchema,
  fieldMessages,
  INVITE_TTL_HOURS,
  inviteDetailsResponseSchema,
  inviteResponseSchema,
  orderListResponseSchema,
  ownerResponseSchema,
  restaurantResponseSchema,
  setupMessages,
  teamResponseSchema,
  userSchema,
  type AcceptInviteBody,
  type Invite,
} from '@dapur/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invites, users } from '../src/db/schema/index';
import { expectContractError } from './fuzz/contract';
import {
  collectingMailer,
  login,
  me,
  newAccount,
  PASSWORD,
  registerAndLogin,
  registerOwner,
  SESSION_ENDED,
} from './accounts';
import { tablesHolding } from './database-text';
import { collectingLogger, useTestApp } from './helper';
import { call, orderDirect } from './shop';

const NEW_PASSWORD = 'dapur-keluarga-9';

/** What the invited family member types on the invite page. */
function acceptBody(overrides: Partial<AcceptInviteBody> = {}): AcceptInviteBody {
  return {
    name: 'Dewi Lestari',
    alamat: 'Jl. Gejayan No. 12, Yogyakarta',
    telephone: '0813-2222-3333',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  };
}

const uniqueEmail = () => newAccount().email.replace('siti', 'keluarga');

describe('inviting the family: /api/admin/invites, /api/invites/{token}', () => {
  const mailer = collectingMailer();
  const log = collectingLogger();
  const ctx = useTestApp({}, { mailer, logger: log.logger });
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let restaurantName: string;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    const restaurant = await call(ctx.app, 'GET', '/api/restaurant');
    restaurantName = restaurantResponseSchema.parse(restaurant.json()).data.name;
  });

  /** The owner invites this address: the invite as in the response, and the token from the email's link. */
  async function invite(email: string): Promise<{ invite: Invite; token: string }> {
    const response = await call(ctx.app, 'POST', '/api/admin/invites', {
      token: owner.token,
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.background.drain();
    const mail = mailer.sent.findLast((message) => message.to === email.toLowerCase());
    const token = new RegExp(`/admin/invite/([\\w-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`No invite link was emailed to ${email}`);
    return { invite: inviteResponseSchema.strict().parse(response.json()).data, token };
  }

  const details = (token: string) => call(ctx.app, 'GET', `/api/invites/${token}`);
  const accept = (token: string, body: AcceptInviteBody = acceptBody()) =>
    call(ctx.app, 'POST', `/api/invites/${token}/accept`, { payload: body });
  const team = async () => {
    const response = await call(ctx.app, 'GET', '/api/admin/team', { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    return teamResponseSchema.strict().parse(response.json()).data;
  };
  const accountsWith = (email: string) =>
    ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  const INVITE_GONE = { status: 'error', message: setupMessages.inviteInvalid };

  it('an owner invites an address: 201 with the invite (48 hours), and an email in Indonesian with the link', async () => {
    const email = uniqueEmail();
    const sentBefore = mailer.sent.length;

    const response = await call(ctx.app, 'POST', '/api/admin/invites', {
      token: owner.token,
      payload: { email: email.toUpperCase() },
    });

    expect(response.statusCode, response.body).toBe(201);
    const { data } = inviteResponseSchema.strict().parse(response.json());
    expect(data).toEqual({ id: expect.any(Number), email, expires_at: expect.any(String) });
    const hoursLeft = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(INVITE_TTL_HOURS - 0.05);
    expect(hoursLeft).toBeLessThanOrEqual(INVITE_TTL_HOURS);

    await ctx.app.background.drain();
    const mails = mailer.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: email,
      subject: `Undangan mengelola ${restaurantName}`,
      fromName: restaurantName,
    });
    const link = new RegExp(`${ctx.config.publicUrl}/admin/invite/([\\w-]{43})\\n`).exec(
      mail!.text,
    );
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.text).toContain(
      `${owner.user.name} mengundang Anda ikut mengelola toko online ${restaurantName}`,
    );
    expect(mail!.text).toContain(`Tautan ini berlaku ${INVITE_TTL_HOURS} jam`);

    // Only the token's hash is stored: a copy of the database cannot take the invite.
    const token = link![1]!;
    const [row] = await ctx.db.select().from(invites).where(eq(invites.id, data.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(await tablesHolding(ctx.db, token)).toEqual([]);
  });

  it("the link's token is nowhere but in the email: not in the database, not in the server's log", async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);

    expect((await details(token)).statusCode).toBe(200);
    expect((await accept(token, acceptBody({ password: 'x' }))).statusCode).toBe(422);
    expect((await accept(token)).statusCode).toBe(201);

    expect(await tablesHolding(ctx.db, token)).toEqual([]);
    const logged = log.lines.filter((line) => JSON.stringify(line).includes(token));
    expect(logged).toEqual([]);
    // The calls were logged, without the token.
    expect(log.lines).toContainEqual(
      expect.objectContaining({ url: '/api/invites/redacted/accept', statusCode: 201 }),
    );
  });

  it('the team lists the owners and the open invite, and the link tells whom it invites', async () => {
    const email = uniqueEmail();
    const sent = await invite(email);

    const listed = await team();
    const shown = await details(sent.token);

    expect(listed.owners).toContainEqual({
      id: owner.user.id,
      name: owner.user.name,
      email: owner.user.email,
    });
    expect(listed.invites).toContainEqual(sent.invite);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(inviteDetailsResponseSchema.strict().parse(shown.json())).toEqual({
      status: 'success',
      data: { email, expires_at: sent.invite.expires_at },
    });
  });

  it("accepting makes a new owner with the invite's email, and the invite is used up", async () => {
    const email = uniqueEmail();
    const { invite: sent, token } = await invite(email);

    const response = await accept(token);

    expect(response.statusCode, response.body).toBe(201);
    const { data } = ownerResponseSchema.strict().parse(response.json());
    expect(userSchema.strict().parse(data)).toEqual({
      id: expect.any(Number),
      name: 'Dewi Lestari',
      alamat: 'Jl. Gejayan No. 12, Yogyakarta',
      telephone: '6281322223333',
      email,
      role: 'owner',
    });

    const newOwnerToken = await login(ctx.app, email, NEW_PASSWORD);
    expect((await me(ctx.app, newOwnerToken)).json()).toMatchObject({ id: data.id, role: 'owner' });
    const board = await call(ctx.app, 'GET', '/api/admin/orders', { token: newOwnerToken });
    expect(board.statusCode, board.body).toBe(200);

    const again = await accept(token, acceptBody({ name: 'Orang Lain' }));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(INVITE_GONE);
    const shown = await details(token);
    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toEqual(INVITE_GONE);

    const listed = await team();
    expect(listed.invites.map((each) => each.id)).not.toContain(sent.id);
    expect(listed.owners).toContainEqual({ id: data.id, name: 'Dewi Lestari', email });
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it('an expired invite is gone: 404 to see it or accept it, and not listed', async () => {
    const email = uniqueEmail();
    const { invite: sent, token } = await invite(email);
    await ctx.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(invites.id, sent.id));

    const shown = await details(token);
    const accepted = await accept(token);

    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toEqual(INVITE_GONE);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toEqual(INVITE_GONE);
    expect((await team()).invites.map((each) => each.id)).not.toContain(sent.id);
    expect(await accountsWith(email)).toEqual([]);
  });

  it.each([
    ['too short', 'abc'],
    ['with characters no link has', `${'a'.repeat(30)}%20%3Cscript%3E`],
    ['with a dot', `${'a'.repeat(30)}.${'b'.repeat(10)}`],
  ])('a malformed token (%s) responds in the error shape', async (_case, token) => {
    const shown = await details(token);
    const accepted = await accept(token);

    for (const response of [shown, accepted]) {
      expectContractError(response);
      expect([404, 422]).toContain(response.statusCode);
    }
  });

  it('a well-formed token that was never sent responds with 404 and the shared message', async () => {
    const token = 'x'.repeat(43);

    expect((await details(token)).json()).toEqual(INVITE_GONE);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toEqual(INVITE_GONE);
  });

  it("inviting an owner's email responds with 422 on email with the shared message, and sends nothing", async () => {
    const sentBefore = mailer.sent.length;
    const invitesBefore = (await ctx.db.select().from(invites)).length;

    const response = await call(ctx.app, 'POST', '/api/admin/invites', {
      token: owner.token,
      payload: { email: owner.user.email.toUpperCase() },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: setupMessages.alreadyOwner,
      errors: { email: [setupMessages.alreadyOwner] },
    });
    await ctx.app.background.drain();
    expect(mailer.sent).toHaveLength(sentBefore);
    expect(await ctx.db.select().from(invites)).toHaveLength(invitesBefore);
  });

  it("accepting an invite to a customer's email makes that account an owner with the new password; its sessions end and its orders stay", async () => {
    const customer = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, customer.token, 4, 2);
    const { token } = await invite(customer.user.email);

    const response = await accept(token);

    expect(response.statusCode, response.body).toBe(201);
    expect(ownerResponseSchema.strict().parse(response.json()).data).toEqual({
      id: customer.user.id,
      name: 'Dewi Lestari',
      alamat: 'Jl. Gejayan No. 12, Yogyakarta',
      telephone: '6281322223333',
      email: customer.user.email,
      role: 'owner',
    });
    const oldSession = await me(ctx.app, customer.token);
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json()).toEqual(SESSION_ENDED);

    const oldPassword = await call(ctx.app, 'POST', '/api/auth/login', {
      payload: { email: customer.user.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(oldPassword.json().message).toBe(authMessages.invalidCredentials);
    const token2 = await login(ctx.app, customer.user.email, NEW_PASSWORD);
    expect((await me(ctx.app, token2)).json()).toMatchObject({ role: 'owner' });

    const own = await call(ctx.app, 'GET', '/api/orders', { token: token2 });
    expect(own.statusCode, own.body).toBe(200);
    expect(orderListResponseSchema.parse(own.json()).data).toEqual([order]);
    expect(await accountsWith(customer.user.email)).toHaveLength(1);
  });

  it.each([
    [
      'passwords that differ',
      { password_confirmation: 'dapur-keluarga-0' },
      'password_confirmation',
      authMessages.passwordsDoNotMatch,
    ],
    [
      'a short password',
      { password: 'pendek', password_confirmation: 'pendek' },
      'password',
      fieldMessages.passwordTooShort,
    ],
    ['a phone that is no phone', { telephone: '12345' }, 'telephone', fieldMessages.phone],
    ['no name', { name: '' }, 'name', fieldMessages.required('Nama')],
    ['no address', { alamat: ' ' }, 'alamat', fieldMessages.required('Alamat')],
  ] as const)(
    'accepting with %s: 422 on that field, and the invite stays open',
    async (_case, overrides, field, message) => {
      const email = uniqueEmail();
      const { token } = await invite(email);

      const response = await accept(token, acceptBody(overrides));

      expect(response.statusCode, response.body).toBe(422);
      expect(errorBodySchema.strict().parse(response.json()).errors).toEqual({
        [field]: [message],
      });
      expect(await accountsWith(email)).toEqual([]);
      expect((await details(token)).statusCode).toBe(200);
    },
  );

  it('two accepts of one invite at once make one owner', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);

    const responses = await Promise.all([
      accept(token, acceptBody({ name: 'Dewi Lestari' })),
      accept(token, acceptBody({ name: 'Dewi L.' })),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 404]);
    expect(responses.find((response) => response.statusCode === 404)!.json()).toEqual(INVITE_GONE);
    const accounts = await accountsWith(email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.role).toBe('owner');
    const created = responses.find((response) => response.statusCode === 201)!.json().data;
    expect(accounts[0]!.id).toBe(created.id);
    expect(accounts[0]!.name).toBe(created.name);
  });
});

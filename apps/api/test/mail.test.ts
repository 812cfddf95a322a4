import { readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeIn, decodeQuotedPrintable, me, register, registerAndLogin } from './accounts';
import { useTestApp } from './helper';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('email through a real SMTP conversation (SMTP_URL)', () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const smtp = { url: '' };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The URL is known only once the server listens, so the config is read lazily.
  const ctx = useTestApp({
    get smtpUrl() {
      return smtp.url;
    },
    mailFrom: '"Dapur Bu Ratna" <halo@dapur.example>',
  });

  it('sends the reset code, which then resets the password', async () => {
    const { body, token } = await registerAndLogin(ctx.app);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    expect(forgot.statusCode).toBe(200);

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [mail] = received;
    expect(mail!.from).toBe('halo@dapur.example');
    expect(mail!.to).toEqual([body.email]);
    expect(mail!.raw).toMatch(/^Subject: Kode reset password Dapur Bu Ratna$/m);
    const code = codeIn(mail!.raw);
    expect(code).toMatch(/^\d{6}$/);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: body.email,
        token: code,
        password: 'password-baru-456',
        password_confirmation: 'password-baru-456',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
  });
});

describe('email without SMTP_URL', () => {
  const ctx = useTestApp({ smtpUrl: undefined });

  it('writes the message as an .eml file to DATA_DIR/outbox', async () => {
    const { body } = await register(ctx.app);
    const outbox = path.join(ctx.config.dataDir, 'outbox');

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });

    const files = await vi.waitFor(
      async () => {
        const names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
        expect(names).toHaveLength(1);
        return names;
      },
      { timeout: 10_000 },
    );
    const file = path.join(outbox, files[0]!);
    const raw = await readFile(file, 'utf8');
    expect(raw).toContain(`To: ${body.email}`);
    expect(raw).toContain('Subject: Kode reset password Dapur Bu Ratna');
    expect(raw).toMatch(/^From: "?Dapur Bu Ratna"? <no-reply@localhost>$/m);
    const code = codeIn(raw);
    expect(code).toMatch(/^\d{6}$/);
    // The first 6-digit number in the message is the code: what a person (or the e2e specs) reads.
    expect(/\b(\d{6})\b/.exec(decodeQuotedPrintable(raw))?.[1]).toBe(code);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

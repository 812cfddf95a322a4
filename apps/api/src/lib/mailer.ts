import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Shown as the sender's name when MAIL_FROM is not set: the restaurant's. */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** MAIL_FROM; without it, `"<the restaurant's name>" <no-reply@localhost>`. */
  from: string | undefined;
  /** Where messages are written as .eml files when there is no SMTP server. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** A slow or dead mail server must not hold on to a connection for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set. Otherwise nothing leaves the machine: each message is written
 * to the outbox folder, where a local operator can read it (a reset code, say), and the
 * log says so once, at start, never with what a message holds.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(outboxDir, from, log);
}

function senderOf(from: string | undefined, { fromName }: MailMessage) {
  return from ?? { name: fromName ?? 'Dapur', address: 'no-reply@localhost' };
}

/**
 * nodemailer's transport, made with the first message, not at start: most of a server's
 * life sends no email, and loading nodemailer costs start time (docs/performance.md).
 */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      )),
    // A transport that never came to be (nodemailer failed to load) has nothing to close.
    close: () =>
      void transport?.then(
        (made) => made.close(),
        () => {},
      ),
  };
}

function smtpMailer(url: string, from: string | undefined): Mailer {
  const transport = lazyTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const { to, subject, text } = message;
      const mail = await transport.get();
      await mail.sendMail({ from: senderOf(from, message), to, subject, text });
    },
    close: transport.close,
  };
}

function outboxMailer(outboxDir: string, from: string | undefined, log: FastifyBaseLogger): Mailer {
  log.warn(
    { outbox: outboxDir },
    'SMTP_URL is not set: emails (password resets, notices) are not sent but written to the outbox folder',
  );
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { to, subject, text } = message;
      const mail = await transport.get();
      const info = await mail.sendMail({ from: senderOf(from, message), to, subject, text });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The message may hold a reset code: readable by this user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
    close: transport.close,
  };
}

import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Without SMTP_URL the server writes each email to DATA_DIR/outbox/*.eml; the specs read
 * them from there, as a person running the shop locally would. The newest message to
 * `email` whose text `pattern` matches: the pattern's first group.
 */
async function readFromNewestEmail(email: string, pattern: RegExp, what: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        const messages = await Promise.all(
          files
            .filter((file) => file.endsWith('.eml'))
            .map(async (file) => {
              const path = join(outbox, file);
              return { text: await readFile(path, 'utf8'), at: (await stat(path)).mtimeMs };
            }),
        );
        const newest = messages
          .filter(({ text }) => decodeQuoted(text).includes(email))
          .sort((a, b) => b.at - a.at)[0];
        found = newest ? (pattern.exec(decodeQuoted(newest.text))?.[1] ?? '') : '';
        return found;
      },
      { message: `${what} to ${email} in ${outbox}`, timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}

/** The 6-digit code of the newest password-reset email to `email`. */
export async function readResetCode(email: string): Promise<string> {
  return readFromNewestEmail(email, /\b(\d{6})\b/, 'a reset email');
}

/** The path of the link in the newest invite to `email`: `/admin/invite/<token>`. */
export async function readInvitePath(email: string): Promise<string> {
  return readFromNewestEmail(email, /https?:\/\/[^/\s]+(\/admin\/invite\/[\w-]+)/, 'an invite');
}

/** Undo quoted-printable soft breaks and escapes so addresses and codes read plainly. */
function decodeQuoted(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

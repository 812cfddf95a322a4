import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Without SMTP_URL the server writes each email to DATA_DIR/outbox/*.eml; the specs read
 * the reset code from there, as a person running the shop locally would.
 */
export async function readResetCode(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let code = '';
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
        code = newest ? (/\b(\d{6})\b/.exec(decodeQuoted(newest.text))?.[1] ?? '') : '';
        return code;
      },
      { message: `a reset email to ${email} in ${outbox}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Undo quoted-printable soft breaks and escapes so addresses and codes read plainly. */
function decodeQuoted(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bearer, newAccount } from './accounts';
import { openTestDatabase, TEST_JWT_SECRET } from './helper';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('the request log', () => {
  it('never holds a password, hash, token or reset code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const testDatabase = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-log-'));
    const config = { ...loadConfig({}), dataDir, jwtSecret: TEST_JWT_SECRET };
    const app = await buildApp({
      config,
      database: testDatabase.database,
      logger: { level: 'trace', stream },
    });
    try {
      const account = newAccount();
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
      const token = (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
        })
      ).json().access_token as string;
      await app.inject({ method: 'POST', url: '/api/auth/me', headers: bearer(token) });
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      const outboxLine = await vi.waitFor(() => {
        const line = lines.find((entry) => entry.includes('written to the outbox'));
        expect(line).toBeDefined();
        return line!;
      });
      const code = /(\d{6})"/.exec(outboxLine)![1]!;
      await app.inject({
        method: 'GET',
        url: `/reset-password?email=${encodeURIComponent(account.email)}&code=${code}`,
      });

      const requestLines = lines.filter((line) => line !== outboxLine);
      const log = requestLines.join('\n');
      expect(log).toContain('/reset-password?email=redacted&code=redacted');
      expect(log).not.toContain(account.password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]);
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(log).not.toMatch(/scrypt\$/);
      // Without SMTP, the code is logged once, outside any request, for a local user.
      expect(JSON.parse(outboxLine)).not.toHaveProperty('reqId');
    } finally {
      await app.close();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createPasswords, PASSWORD_HASHING } from '../src/lib/passwords';
import { TEST_PASSWORD_HASHING } from './helper';

describe('password hashes', () => {
  it('the server hashes with scrypt N = 2^15, r = 8, p = 1, whatever its environment says', async () => {
    const config = loadConfig({ SCRYPT_N: '1024', PASSWORD_HASHING: 'cheap', NODE_ENV: 'test' });
    expect(config.passwordHashing).toEqual({ N: 32_768, r: 8, p: 1 });

    const stored = await createPasswords(config.passwordHashing).hash('rahasia-dapur-1');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('checks a stored hash with the cost it was made with, so hashes of any cost keep working', async () => {
    const server = createPasswords(PASSWORD_HASHING);
    const cheap = createPasswords(TEST_PASSWORD_HASHING);
    const madeByServer = await server.hash('rahasia-dapur-1');
    const madeCheaply = await cheap.hash('rahasia-dapur-1');
    expect(madeCheaply).toMatch(/^scrypt\$1024\$8\$1\$/);

    await expect(cheap.verify('rahasia-dapur-1', madeByServer)).resolves.toBe(true);
    await expect(server.verify('rahasia-dapur-1', madeCheaply)).resolves.toBe(true);
    await expect(cheap.verify('rahasia-dapur-2', madeByServer)).resolves.toBe(false);
    await expect(server.verify('rahasia-dapur-1', 'scrypt$1024$8$1$bukan')).resolves.toBe(false);
  });

  it('makes its decoy (checked for unknown emails) at its own cost, once', async () => {
    const passwords = createPasswords(TEST_PASSWORD_HASHING);
    const decoy = await passwords.decoyHash();
    expect(decoy).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(passwords.decoyHash()).resolves.toBe(decoy);
  });
});

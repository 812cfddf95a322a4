import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('starts with the embedded database on port 3000 when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('resolves DATA_DIR against the working directory and reads the other variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/dapur',
      DATABASE_URL: 'postgres://dapur@db.internal:5432/dapur',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'var/dapur'),
      databaseUrl: 'postgres://dapur@db.internal:5432/dapur',
      logLevel: 'warn',
      nodeEnv: 'production',
    });
  });

  it('allows 5 unpaid orders per customer unless UNPAID_ORDERS_MAX says otherwise', () => {
    expect(loadConfig({}).unpaidOrdersMax).toBe(5);
    expect(loadConfig({ UNPAID_ORDERS_MAX: '40' }).unpaidOrdersMax).toBe(40);
    expect(() => loadConfig({ UNPAID_ORDERS_MAX: '0' })).toThrow(/UNPAID_ORDERS_MAX/);
  });

  it('defaults the account and email settings', () => {
    expect(loadConfig({})).toMatchObject({
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads the account and email settings', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://dapur:rahasia@smtp.example.com:465',
      MAIL_FROM: 'Dapur <halo@dapur.example>',
      PUBLIC_URL: 'https://dapur.example/',
      TRUST_PROXY: 'true',
    });

    expect(config).toMatchObject({
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtps://dapur:rahasia@smtp.example.com:465',
      mailFrom: 'Dapur <halo@dapur.example>',
      publicUrl: 'https://dapur.example',
      trustProxy: true,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
  });

  it('tells push services the https PUBLIC_URL as the contact, else MAIL_FROM as mailto:', () => {
    const subject = (env: Record<string, string>) => loadConfig(env).pushSubject;

    expect(subject({ PUBLIC_URL: 'https://dapur.example/toko/' })).toBe('https://dapur.example');
    expect(subject({ PUBLIC_URL: 'https://localhost:3000', MAIL_FROM: 'halo@dapur.example' })).toBe(
      'mailto:halo@dapur.example',
    );
    expect(subject({ MAIL_FROM: 'Warung Dapur <halo@dapur.example>' })).toBe(
      'mailto:halo@dapur.example',
    );
    expect(subject({})).toBe('mailto:no-reply@localhost');
  });

  it('refuses a short JWT_SECRET and malformed URLs', () => {
    const load = () =>
      loadConfig({
        JWT_SECRET: 'too-short',
        SMTP_URL: 'mail.example.com',
        PUBLIC_URL: 'dapur.example',
        TRUST_PROXY: 'maybe',
      });

    expect(load).toThrow(/JWT_SECRET/);
    expect(load).toThrow(/SMTP_URL/);
    expect(load).toThrow(/PUBLIC_URL/);
    expect(load).toThrow(/TRUST_PROXY/);
    expect(load).not.toThrow(/too-short/);
  });

  it('treats a blank DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const load = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/LOG_LEVEL/);
    expect(load).toThrow(/DATABASE_URL/);
  });

  it('points at the migrations, images and web build of this repository', () => {
    const config = loadConfig({});
    const apiDir = path.resolve(import.meta.dirname, '..');

    expect(config.migrationsDir).toBe(path.join(apiDir, 'drizzle'));
    expect(existsSync(path.join(config.migrationsDir, 'meta', '_journal.json'))).toBe(true);
    expect(config.storageDir).toBe(path.join(apiDir, 'storage'));
    expect(config.webDistDir).toBe(path.resolve(apiDir, '..', 'web', 'dist'));
  });

  describe('CORS_ORIGINS', () => {
    it('is empty by default: no other origin may call the API', () => {
      expect(loadConfig({}).corsOrigins).toEqual([]);
      expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    });

    it('reads comma-separated origins as browsers send them', () => {
      const config = loadConfig({
        CORS_ORIGINS:
          'https://shop.example, http://localhost:5173,https://Admin.Shop.example:443/,',
      });

      expect(config.corsOrigins).toEqual([
        'https://shop.example',
        'http://localhost:5173',
        'https://admin.shop.example',
      ]);
    });

    it.each([
      '*',
      'shop.example',
      'https://shop.example/api',
      'https://shop.example?x=1',
      'https://user@shop.example',
      'ftp://shop.example',
      'https://shop.example, not an origin',
    ])('refuses %s', (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
        /CORS_ORIGINS: must be comma-separated http:\/\/ or https:\/\/ origins without a path/,
      );
    });
  });

  describe('REDIS_URL', () => {
    it('is unset by default: each process counts its own rate limits', () => {
      expect(loadConfig({}).redisUrl).toBeUndefined();
      expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    });

    it('reads redis:// and rediss:// URLs', () => {
      expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
        'redis://127.0.0.1:6379',
      );
      expect(loadConfig({ REDIS_URL: 'rediss://:rahasia@cache.internal:6380/2' }).redisUrl).toBe(
        'rediss://:rahasia@cache.internal:6380/2',
      );
    });

    it.each(['127.0.0.1:6379', 'http://:rahasia@cache.internal', 'redis://'])(
      'refuses %s without repeating it',
      (value) => {
        const load = () => loadConfig({ REDIS_URL: value });

        expect(load).toThrow(ConfigError);
        expect(load).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
        expect(load).not.toThrow(/rahasia|cache\.internal|6379/);
      },
    );
  });

  describe('SHOP_NOW', () => {
    it('is unset by default: the ordering rules read the real time', () => {
      expect(loadConfig({}).shopNow).toBeUndefined();
      expect(loadConfig({ SHOP_NOW: '' }).shopNow).toBeUndefined();
    });

    it('reads an instant with its offset', () => {
      expect(loadConfig({ SHOP_NOW: '2026-06-10T10:00:00+07:00' }).shopNow).toEqual(
        new Date('2026-06-10T03:00:00Z'),
      );
    });

    it.each(['2026-06-10', '2026-06-10T10:00:00', 'besok'])('refuses %s', (value) => {
      expect(() => loadConfig({ SHOP_NOW: value })).toThrow(
        /SHOP_NOW: must be ISO 8601 with an offset/,
      );
    });
  });

  describe('QRIS_IMAGE', () => {
    it('is unset by default: the payment page shows the sample code', () => {
      expect(loadConfig({}).qrisImage).toBeUndefined();
      expect(loadConfig({ QRIS_IMAGE: '' }).qrisImage).toBeUndefined();
    });

    it('resolves an existing image against the working directory', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'dapur-config-'));
      try {
        const file = path.join(dir, 'qris.webp');
        writeFileSync(file, 'image');

        expect(loadConfig({ QRIS_IMAGE: path.relative(process.cwd(), file) }).qrisImage).toBe(file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('stops the start for a missing file, a folder or another kind of file', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'dapur-config-'));
      try {
        const missing = path.join(dir, 'qris.png');
        const folder = path.join(dir, 'folder.png');
        const pdf = path.join(dir, 'qris.pdf');
        mkdirSync(folder);
        writeFileSync(pdf, 'pdf');

        expect(() => loadConfig({ QRIS_IMAGE: missing })).toThrow(ConfigError);
        expect(() => loadConfig({ QRIS_IMAGE: missing })).toThrow(
          `QRIS_IMAGE: no file at ${missing}`,
        );
        expect(() => loadConfig({ QRIS_IMAGE: folder })).toThrow(
          `QRIS_IMAGE: no file at ${folder}`,
        );
        expect(() => loadConfig({ QRIS_IMAGE: pdf })).toThrow(
          /QRIS_IMAGE: must be a \.png, \.jpg, \.jpeg, \.webp or \.svg file/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

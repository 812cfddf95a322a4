import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real built server on a fresh embedded database. Workers inherit this variable from the
// main process, so the folder is made once per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dapur-e2e-'));
// A port per run (workers inherit it), so two runs on one machine never meet.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A second shop, closed for the night, for the journey that orders from a closed shop: its
// own data folder and port, and its clock at Wednesday 21.00 (the demo shop closes at 20.00).
process.env.E2E_CLOSED_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dapur-e2e-closed-'));
const closedPort = port + 1;
const closedURL = `http://127.0.0.1:${closedPort}`;
const CLOSED_SHOP = /\.closed-shop\.spec\.ts$/;

// `npm run screenshots` sets SCREENSHOTS=1; the default run leaves the screenshot specs out.
const screenshotRun = !!process.env.SCREENSHOTS;
const DESKTOP = /\.desktop\.spec\.ts$/;
/** Every page on both sizes; the README's picture on the desktop only. */
const TOUR_SCREENSHOTS = /\/screenshots\.spec\.ts$/;
const SCREENSHOTS = [TOUR_SCREENSHOTS, /\/readme-screenshot\.desktop\.spec\.ts$/];

/** The phone our customers (and the family in their kitchen) have. */
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI, for its trace; a test that needed it fails the run all the same
  // (docs/decisions/017): a test that passes only sometimes hides a real fault.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  // Two workers, two Chromiums and the server share two cores: give a busy page time to
  // settle, and a journey twice Playwright's default (on a slow 2-core machine a journey
  // of 20 s alone took 35 s beside the accessibility tours).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The service worker stays out of the specs (each context would download the app shell
    // again); e2e/installable-offline.spec.ts lets it in and proves what it does.
    serviceWorkers: 'block',
    // A trace (with a screenshot per frame) costs CPU the two cores need: in CI only the
    // retry of a failed test records one; locally, where there is no retry, every test does
    // and a failed one keeps it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No host but our own server resolves: the map embed and social links are cut off
        // without routing every request through Playwright (which cost up to 0.7 s a request
        // on a busy 2-core machine).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  // The owner-setup project runs first. The phone runs every spec: the journeys, the
  // accessibility tours, the security policy. The desktop runs only `*.desktop.spec.ts`: what differs on a large
  // screen (header, grid, keyboard) and the accessibility tour at that size. Screenshots are
  // taken only when asked for (`npm run screenshots`), and then nothing else runs.
  projects: [
    {
      // The family sets the shop up first (a shop has one first owner); the other specs sign
      // in as that owner.
      name: 'owner-setup',
      testMatch: /owner-setup\.setup\.ts$/,
      // The setup code works once: a retry would only find the shop taken and hide why the
      // first try failed.
      retries: 0,
      use: PHONE,
    },
    {
      name: 'phone',
      dependencies: ['owner-setup'],
      ...(screenshotRun ? { testMatch: TOUR_SCREENSHOTS } : {}),
      testIgnore: screenshotRun ? DESKTOP : [DESKTOP, CLOSED_SHOP, ...SCREENSHOTS],
      use: PHONE,
    },
    {
      // The same phone at the shop that is closed for the night (the second server below).
      name: 'phone-closed-shop',
      testMatch: screenshotRun ? [] : CLOSED_SHOP,
      use: { ...PHONE, baseURL: closedURL },
    },
    {
      name: 'desktop',
      dependencies: ['owner-setup'],
      testMatch: screenshotRun ? SCREENSHOTS : DESKTOP,
      testIgnore: screenshotRun ? [] : SCREENSHOTS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node ../api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        TRUST_PROXY: '1',
        // Wednesday 10.00 in Jakarta: the demo restaurant is open, so the journeys can order
        // for as soon as possible at any hour they run (the API's TEST_NOW).
        SHOP_NOW: '2026-06-10T10:00:00+07:00',
        // The family's one account places orders in several specs (the board's, the tours'),
        // and a retry places them again: the limit of 5 unpaid orders is the API tests' to prove.
        UNPAID_ORDERS_MAX: '100',
      },
    },
    {
      command: 'node ../api/dist/server.js',
      url: `${closedURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(closedPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_CLOSED_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: closedURL,
        TRUST_PROXY: '1',
        SHOP_NOW: '2026-06-10T21:00:00+07:00',
      },
    },
  ],
});

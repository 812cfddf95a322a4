// One Lighthouse run of one page in a fresh Debian Chromium, mobile or desktop.
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Preset } from './config.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The shop is measured at http://127.0.0.1, so every https:// request goes to an outside host
 * (the map on /about). The machine's network is closed, and the score must not depend on the
 * outside world either way: Chromium blocks them at once.
 */
export const BLOCKED_URL_PATTERNS = ['https://*'];

/** With PERF_NO_SCRIPTS=1: the shop's pages as a browser without JavaScript would show them. */
export const SCRIPT_URL_PATTERNS = ['*.js'];

export interface LighthouseRun {
  lhr: Result;
  html: string;
}

/** A loaded machine sometimes makes Chromium miss a protocol deadline: that run is redone. */
const ATTEMPTS = 3;

/** A signed-in customer: the access token the web app keeps in localStorage (spec §4). */
export interface Session {
  token: string;
}

export async function runLighthouse(
  url: string,
  preset: Preset,
  chromePath: string,
  session?: Session,
  blocked: readonly string[] = BLOCKED_URL_PATTERNS,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset, chromePath, session, blocked);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`${String(error)}; trying again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

/**
 * Signs the browser in as the web app would have: the token in the origin's localStorage.
 * Set from the API's health check, a page that loads no code, so Lighthouse still meets a
 * browser that has cached none of the shop's files.
 */
async function signIn(port: number, url: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((token) => localStorage.setItem('access_token', token), session.token);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runOnce(
  url: string,
  preset: Preset,
  chromePath: string,
  session: Session | undefined,
  blocked: readonly string[],
): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (session) await signIn(chrome.port, url, session);
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: [...blocked],
      disableFullPageScreenshot: true,
      // Lighthouse clears the origin's storage before it loads the page: that would sign out.
      ...(session ? { disableStorageReset: true } : {}),
    };
    // Mobile is Lighthouse's default: a mid-range phone, simulated slow 4G, CPU 4× slower.
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return { lhr, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}

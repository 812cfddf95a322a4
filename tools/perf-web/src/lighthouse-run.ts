// One Lighthouse run of one page in a fresh Debian Chromium, mobile or desktop.
import { launch } from 'chrome-launcher';
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
 * outside world either way: Chromium answers them as blocked at once.
 */
export const BLOCKED_URL_PATTERNS = ['https://*'];

export interface LighthouseRun {
  lhr: Result;
  html: string;
}

/** A loaded machine sometimes makes Chromium miss a protocol deadline: that run is redone. */
const ATTEMPTS = 3;

export async function runLighthouse(
  url: string,
  preset: Preset,
  chromePath: string,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset, chromePath);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`${String(error)}; trying again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function runOnce(url: string, preset: Preset, chromePath: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      disableFullPageScreenshot: true,
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

// The first tap on an untouched page, on a phone whose CPU is four times slower, measured
// with Playwright in Debian Chromium: from the finger's touch to the response on screen.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse-run.ts';
import { median } from './figures.ts';

/** The phone most of the shop's customers have, as it names itself to the server. */
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The response to a tap must be on screen within this, or the tap counts as lost. */
const LOST_AFTER_MS = 10_000;

export interface TapCase {
  name: string;
  path: string;
  /** What the finger taps. */
  target: (page: Page) => Locator;
  /** A CSS selector for the response: what shows once the page has responded to the tap. */
  response: string;
}

export const TAP_CASES: TapCase[] = [
  {
    name: "a dish's add button on /foods",
    path: '/foods',
    target: (page) => page.getByRole('button', { name: 'Tambah ke Keranjang' }).first(),
    response: 'dialog[open]',
  },
  {
    name: 'the menu button on /',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Menu' }),
    response: 'button[aria-label="Menu"][aria-expanded="true"]',
  },
];

/**
 * When the finger comes down: `settled`, once the page has loaded and the network has been
 * quiet for half a second (a visitor who looks at the page first); `early`, as soon as the
 * button is on screen, usually before the page has hydrated (an impatient visitor).
 */
export type TapMoment = 'settled' | 'early';

export interface TapResult {
  name: string;
  moment: TapMoment;
  /** Touch to the response on screen, per try; null for a tap that never got one. */
  ms: (number | null)[];
  medianMs: number | null;
  lost: number;
}

export async function measureFirstTaps(
  baseUrl: string,
  chromePath: string,
  tries: number,
): Promise<TapResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const results: TapResult[] = [];
    for (const moment of ['settled', 'early'] as const) {
      for (const tapCase of TAP_CASES) {
        const ms: (number | null)[] = [];
        for (let i = 0; i < tries; i++) ms.push(await tapOnce(browser, baseUrl, tapCase, moment));
        const responded = ms.filter((value): value is number => value !== null);
        results.push({
          name: tapCase.name,
          moment,
          ms,
          medianMs: responded.length === ms.length ? median(responded) : null,
          lost: ms.length - responded.length,
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One new visitor: a fresh context, no service worker, no earlier touch or pointer. */
async function tapOnce(
  browser: Browser,
  baseUrl: string,
  tapCase: TapCase,
  moment: TapMoment,
): Promise<number | null> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_PHONE,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the page: when the finger touched, and the frame that first showed the response.
    await page.addInitScript((response: string) => {
      const timing = { touched: 0, shown: 0 };
      (window as unknown as { firstTap: typeof timing }).firstTap = timing;
      addEventListener('touchstart', () => (timing.touched ||= performance.now()), {
        capture: true,
        passive: true,
      });
      new MutationObserver(() => {
        if (!timing.touched || timing.shown || !document.querySelector(response)) return;
        timing.shown = -1;
        requestAnimationFrame(() => (timing.shown = performance.now()));
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, tapCase.response);
    await page.goto(baseUrl + tapCase.path, {
      waitUntil: moment === 'settled' ? 'networkidle' : 'commit',
    });
    const target = tapCase.target(page);
    await target.waitFor();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tapCase.name}: the button is not on screen`);
    // The finger, not Playwright's actionability checks: nothing waits for the page.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    try {
      const responded = await page.waitForFunction(
        () => {
          const { touched, shown } = (
            window as unknown as { firstTap: { touched: number; shown: number } }
          ).firstTap;
          return shown > 0 && shown - touched;
        },
        undefined,
        { timeout: LOST_AFTER_MS },
      );
      return Number(await responded.jsonValue());
    } catch {
      return null;
    }
  } finally {
    await context.close();
  }
}

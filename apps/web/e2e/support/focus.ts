import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What Tab can land on, in the order the browser visits it (no positive tabindex here). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface FocusStop {
  /** Position in the page's list of tab stops; -1 for anything not on it. */
  index: number;
  what: string;
  /** The landmark it sits in: `banner`, `main`, `contentinfo` or `dialog`. */
  region: string;
  /** Its outline and shadow (and those of its ::after, where card links draw theirs) now … */
  ring: string;
  /** … and while it was not focused. */
  restingRing: string | undefined;
  /** An outline of at least 2 px, or a shadow it does not have at rest. */
  ringShows: boolean;
  /** Under its own centre is the element itself, not the sticky header or a notice. */
  inSight: boolean;
}

/**
 * Numbers every element Tab should reach, in document order, within `scope` (the open dialog
 * or menu, else the page), remembering how each looks unfocused. Returns their descriptions.
 */
export async function markTabStops(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate(
    ({ selector, root }) => {
      const container = root ?? document;
      const stops = Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          !element.closest('[inert], [aria-hidden="true"]'),
      );
      document.querySelectorAll('[data-tab-stop]').forEach((element) => {
        element.removeAttribute('data-tab-stop');
      });
      return stops.map((element, index) => {
        element.dataset.tabStop = String(index);
        const label = 'labels' in element ? (element as HTMLInputElement).labels?.[0] : undefined;
        const name =
          element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '';
        return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      });
    },
    { selector: TABBABLE, root },
  );
}

/** Presses Tab (or Shift+Tab) and describes where focus went and how it shows. */
export async function tab(page: Page, { back = false } = {}): Promise<FocusStop> {
  // Record how every tab stop looks at rest, the one about to lose focus included.
  await page.evaluate(() => {
    const rings = ((window as unknown as { restingRings?: Map<string, string> }).restingRings ??=
      new Map());
    document.querySelectorAll<HTMLElement>('[data-tab-stop]').forEach((element) => {
      if (element !== document.activeElement) {
        const own = getComputedStyle(element);
        const after = getComputedStyle(element, '::after');
        rings.set(
          element.dataset.tabStop ?? '',
          [own.outlineStyle, own.outlineWidth, own.outlineColor, own.boxShadow]
            .concat([after.outlineStyle, after.outlineWidth, after.outlineColor, after.boxShadow])
            .join(' | '),
        );
      }
    });
  });
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  return focusedStop(page);
}

export function focusedStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {
        index: -1,
        what: 'the page itself',
        region: '',
        ring: '',
        restingRing: undefined,
        ringShows: false,
        inSight: false,
      };
    }
    const own = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    const ring = [own.outlineStyle, own.outlineWidth, own.outlineColor, own.boxShadow]
      .concat([after.outlineStyle, after.outlineWidth, after.outlineColor, after.boxShadow])
      .join(' | ');
    const id = element.dataset.tabStop;
    const restingRing = id
      ? (window as unknown as { restingRings?: Map<string, string> }).restingRings?.get(id)
      : undefined;
    const outlined = [own, after].some(
      (style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    );
    const restingShadow = restingRing?.split(' | ')[3];
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const landmark = element.closest('header, main, footer, dialog, [role="menu"]');
    const region =
      landmark?.getAttribute('role') ??
      { HEADER: 'banner', MAIN: 'main', FOOTER: 'contentinfo', DIALOG: 'dialog' }[
        landmark?.tagName ?? ''
      ] ??
      '';
    const label = 'labels' in element ? (element as HTMLInputElement).labels?.[0] : undefined;
    const name =
      element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '';
    return {
      index: id === undefined ? -1 : Number(id),
      what: `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      region,
      ring,
      restingRing,
      ringShows: outlined || (restingShadow !== undefined && own.boxShadow !== restingShadow),
      inSight: atCentre !== null && (atCentre === element || element.contains(atCentre)),
    };
  });
}

/** Whether the centre of the focused element shows the element, not what is on top of it. */
function focusInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return atCentre !== null && (atCentre === element || element.contains(atCentre));
  });
}

/** The focused element shows a ring it does not have at rest, and nothing covers it. */
export async function expectVisibleFocus(page: Page, stop: FocusStop) {
  expect(stop.ringShows, `${stop.what} shows a focus ring (${stop.ring})`).toBe(true);
  expect(stop.ring, `${stop.what} looks different when focused`).not.toBe(stop.restingRing);
  if (stop.inSight) return;
  // Focus can start a smooth scroll; what counts is where the element comes to rest.
  await expect
    .poll(() => focusInSight(page), {
      message: `${stop.what} is not hidden under anything (the sticky header) when focused`,
    })
    .toBe(true);
}

/**
 * Tabs from the top of the page through every tab stop, checking each is reached in document
 * order (so header, then main, then footer) and shows where focus is.
 */
export async function expectTabWalk(page: Page): Promise<FocusStop[]> {
  const expected = await markTabStops(page);
  expect(expected.length).toBeGreaterThan(0);
  const visited: FocusStop[] = [];
  for (const [index, what] of expected.entries()) {
    const stop = await tab(page);
    expect(stop.index, `Tab number ${index + 1} reaches ${what}, not ${stop.what}`).toBe(index);
    await expectVisibleFocus(page, stop);
    visited.push(stop);
  }
  const order = ['banner', 'main', 'contentinfo'];
  const regions = visited.map((stop) => stop.region).filter((region) => order.includes(region));
  expect(regions, 'header, then the page, then the footer').toEqual(
    [...regions].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
  );
  return visited;
}

/**
 * From the last tab stop, Shift+Tab back up through all of them: the page scrolls the other
 * way, so this is where a sticky header would cover what has focus.
 */
export async function expectTabWalkBack(page: Page, stops: number) {
  for (let index = stops - 2; index >= 0; index -= 1) {
    const stop = await tab(page, { back: true });
    expect(stop.index, `Shift+Tab goes back to stop ${index + 1}, not ${stop.what}`).toBe(index);
    await expectVisibleFocus(page, stop);
  }
}

/** Presses Tab until `target` has focus, as a keyboard user gets to it. */
export async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
}

/**
 * With a modal dialog open, the page behind is out of reach: a tap on it lands on the dialog's
 * backdrop, and Chromium's accessibility tree, what a screen reader reads, leaves it out.
 */
export async function expectPageBehindInert(page: Page) {
  const hit = await page.evaluate(() =>
    ['header', 'main'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      const element = document.elementFromPoint(box.x + 10, box.y + 10);
      return element?.closest('dialog') !== null;
    }),
  );
  expect(hit, 'a tap on the header or the page lands on the dialog').toEqual([true, true]);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const readable = nodes
      .filter((node) => !node.ignored)
      .map((node) => String(node.role?.value ?? ''));
    expect(readable).toContain('dialog');
    expect(readable).not.toContain('banner');
    expect(readable).not.toContain('main');
  } finally {
    await cdp.detach();
  }
}

/**
 * Tabs round an open dialog or menu twice over: every item in it is reached and focus never
 * lands on the page behind. A modal <dialog> (`throughBrowser`) may hand focus to the
 * browser's own controls past its last item (no element of the page has it then), as the
 * browser does for every modal dialog, once per round; the next Tab comes back to the first.
 */
export async function expectFocusTrappedIn(
  page: Page,
  container: string,
  { throughBrowser = false } = {},
) {
  const inside = await markTabStops(page, page.locator(container));
  expect(inside.length).toBeGreaterThan(1);
  const rounds = 2;
  const seen: FocusStop[] = [];
  let inBrowser = 0;
  for (let press = 0; seen.length < inside.length * rounds; press += 1) {
    const stop = await tab(page);
    if (throughBrowser && stop.what === 'the page itself' && inBrowser < rounds) {
      inBrowser += 1;
      continue;
    }
    expect(stop.index, `Tab number ${press + 1} stays inside ${container}`).toBeGreaterThanOrEqual(
      0,
    );
    await expectVisibleFocus(page, stop);
    seen.push(stop);
  }
  // Forward it cycles through every item and wraps to the first again.
  expect(new Set(seen.map((stop) => stop.index)).size).toBe(inside.length);
  let back = await tab(page, { back: true });
  if (throughBrowser && back.what === 'the page itself') back = await tab(page, { back: true });
  expect(back.index, 'Shift+Tab stays inside too').toBeGreaterThanOrEqual(0);
}

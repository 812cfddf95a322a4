import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerStops, phoneStops, signInCustomer, visitorStops, type Stop } from './page-tour';

/** WCAG 2.5.5: a thumb needs a target of at least 44 by 44 CSS pixels. */
const MIN_TARGET = 44;

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="menuitem"]',
  'summary',
].join(', ');

interface Measured {
  what: string;
  width: number;
  height: number;
  /** A link inside a sentence: WCAG 2.5.8 exempts it, its size is set by the line of text. */
  inlineInText: boolean;
}

/** Every interactive element a finger can reach now, with the size of what it can tap. */
function measureTargets(page: Page): Promise<Measured[]> {
  return page.evaluate((selector) => {
    // With a modal open, only the modal can be tapped; the page behind is under its overlay.
    const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
    const scope = modal ?? document;
    return (
      Array.from(scope.querySelectorAll<HTMLElement>(selector))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        // Screen-reader-only text (the skip link until it is focused) is clipped away: nothing
        // there to tap.
        .filter((element) => getComputedStyle(element).clipPath !== 'inset(50%)')
        .map((element) => {
          let box = element.getBoundingClientRect();
          // The "stretched link" on a card: its ::after covers the whole card, so the card is
          // what a finger taps.
          const after = getComputedStyle(element, '::after');
          if (after.position === 'absolute' && after.content !== 'none' && element.offsetParent) {
            box = element.offsetParent.getBoundingClientRect();
          }
          const parent = element.parentElement;
          const inlineInText =
            element.tagName === 'A' &&
            parent?.tagName === 'P' &&
            (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim();
          const name =
            element.getAttribute('aria-label') ??
            (element.textContent ?? '').trim().replace(/\s+/g, ' ') ??
            '';
          return {
            what: `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`,
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
            inlineInText,
          };
        })
    );
  }, INTERACTIVE);
}

async function expectThumbSizedTargets(page: Page, stop: Stop) {
  const targets = await measureTargets(page);
  expect(targets.length, `interactive elements on ${stop.name}`).toBeGreaterThan(0);
  // Box sizes are fractional; a hundredth of a pixel is measuring noise, not a smaller target.
  const tooSmall = (target: Measured) =>
    target.width + 0.01 < MIN_TARGET || target.height + 0.01 < MIN_TARGET;
  const describe = (target: Measured) => `${target.what} ${target.width}×${target.height}`;
  // WCAG 2.5.8's inline exception: a link inside a sentence is as tall as its line of text.
  // Such links are let through, and listed on the report so none goes unnoticed.
  const small = targets.filter(tooSmall);
  expect(
    small.filter((target) => !target.inlineInText).map(describe),
    `targets smaller than ${MIN_TARGET}×${MIN_TARGET} px on ${stop.name}`,
  ).toEqual([]);
  const inline = small.filter((target) => target.inlineInText);
  if (inline.length > 0) {
    test.info().annotations.push({
      type: 'small inline link (WCAG 2.5.8 exception)',
      description: inline.map(describe).join(', '),
    });
  }
}

test.describe('a visitor', () => {
  for (const stop of [...visitorStops, ...phoneStops]) {
    test(`${stop.name}: every target is at least 44×44 px`, async ({ page, request }) => {
      await stop.open({ page, request });
      await expectThumbSizedTargets(page, stop);
    });
  }
});

test.describe('a logged-in customer', () => {
  for (const stop of [...customerStops, ...phoneStops]) {
    test(`${stop.name}: every target is at least 44×44 px`, async ({ page, request }) => {
      const customer = await signInCustomer(page, request);
      await stop.open({ page, request, customer });
      await expectThumbSizedTargets(page, stop);
    });
  }
});

test('the skip link is thumb-sized once it shows', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
    const modal = document.querySelector('dialog:modal');
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
          // A checkbox or radio inside its <label>: a tap anywhere on the label ticks it.
          const label = element.closest('label');
          if (
            label &&
            element instanceof HTMLInputElement &&
            (element.type === 'checkbox' || element.type === 'radio')
          ) {
            box = label.getBoundingClientRect();
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

/**
 * Every target a finger can reach now is at least 44×44 px, except links inside a sentence
 * (WCAG 2.5.8), which are listed on the report instead. Soft, like the axe scan: a tour goes on
 * to its other pages.
 */
export async function expectThumbSizedTargets(page: Page, where: string) {
  const targets = await measureTargets(page);
  expect.soft(targets.length, `interactive elements on ${where}`).toBeGreaterThan(0);
  // Box sizes are fractional; a hundredth of a pixel is measuring noise, not a smaller target.
  const tooSmall = (target: Measured) =>
    target.width + 0.01 < MIN_TARGET || target.height + 0.01 < MIN_TARGET;
  const describe = (target: Measured) => `${target.what} ${target.width}×${target.height}`;
  // WCAG 2.5.8's inline exception: a link inside a sentence is as tall as its line of text.
  // Such links are let through, and listed on the report so none goes unnoticed.
  const small = targets.filter(tooSmall);
  expect
    .soft(
      small.filter((target) => !target.inlineInText).map(describe),
      `targets smaller than ${MIN_TARGET}×${MIN_TARGET} px on ${where}`,
    )
    .toEqual([]);
  const inline = small.filter((target) => target.inlineInText);
  if (inline.length > 0) {
    test.info().annotations.push({
      type: 'small inline link (WCAG 2.5.8 exception)',
      description: `${where}: ${inline.map(describe).join(', ')}`,
    });
  }
}

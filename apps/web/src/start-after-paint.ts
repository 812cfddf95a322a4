import {
  hasSession,
  holdUntilStarted,
  onFirstTouch,
  prefetchPageCode,
  preloadPageCode,
  type PageCode,
} from './page-take-over';

/**
 * The only script in the head of a page the server drew (decisions 042 and 047). The page
 * is on screen from its HTML and CSS alone; its code (about 120 KB) would otherwise share a
 * slow connection with the stylesheet and the first photo, and hold the first paint back.
 * So nothing is asked for before that paint; the server lists the code in the `dapur-code`
 * data block. A customer's page then runs the entry (src/main.tsx, which takes the page
 * over) at once. A visitor's page, drawn whole by the server, runs it at the visitor's
 * first touch, so that a cheap phone spends nothing on code while the page loads; a worker
 * fetches the code into the cache meanwhile. Taps on buttons before the app runs are held
 * and played once it does.
 */

const PAGE_CODE_ID = 'dapur-code';

const root = document.getElementById('root');
if (root) holdUntilStarted(root, runEntry);

let code: PageCode | null = null;
/** A tap came before the page's code was known: run the entry as soon as it is. */
let wanted = false;
let entryRun = false;

function runEntry(): void {
  wanted = true;
  if (entryRun || !code) return;
  entryRun = true;
  if (root) delete root.dataset.untouched;
  preloadPageCode(code, document);
  void import(/* @vite-ignore */ code.entry);
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  const text = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (!text) return;
  code = JSON.parse(text) as PageCode;
  if (wanted || hasSession(() => window.localStorage)) return runEntry();
  // The browser suite touches such a page before it uses it (e2e/support/fixtures.ts).
  if (root) root.dataset.untouched = '';
  onFirstTouch(window, runEntry);
  // In a task of its own: reading storage and starting a worker are each short on a cheap
  // phone, both in one task might not be.
  const later = code;
  setTimeout(() => {
    if (entryRun) return;
    prefetchPageCode(later, () => new Worker(new URL('./prefetch-worker.ts', import.meta.url)));
  });
}

// A frame's callback runs just before it is painted, a task it queues just after.
requestAnimationFrame(() => setTimeout(start));
// A page opened in the background is painted only once shown: its code need not wait.
if (document.visibilityState === 'hidden') start();

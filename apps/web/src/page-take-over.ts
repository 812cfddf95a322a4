/**
 * How a page the server drew hands over to the app (decisions 042 and 047). Bundled into
 * `src/start-after-paint.ts` alone, so it stays small and imports nothing.
 */

/** What the server lists in a drawn page's `dapur-code` block. */
export interface PageCode {
  /** The web app's entry (src/main.tsx as built). */
  entry: string;
  /** The chunks the entry and the page's route import, fetched side by side. */
  preload: string[];
}

/** The spec's key for the access token (spec §4); src/lib/token-store.ts keeps the same. */
export const ACCESS_TOKEN_KEY = 'access_token';

/**
 * Signs that a person is at the page: a touch, a pointer moving over it, a key, a focus,
 * a scroll. A click with none of these before it (from assistive technology) also asks
 * for the app: holdUntilStarted tells its caller.
 */
const FIRST_TOUCH = [
  'pointerdown',
  'touchstart',
  'mousemove',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** A customer's page shows their cart and session: it needs the app at once. */
export function hasSession(storage: () => Storage): boolean {
  try {
    return storage().getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    // A browser that refuses storage keeps no session between pages either.
    return false;
  }
}

/**
 * Asks for the page's chunks side by side and compiles them, for code about to run: from
 * the cache where the worker (prefetchPageCode) brought them already.
 */
export function preloadPageCode(code: PageCode, document: Document): void {
  for (const href of code.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Brings the page's chunks into the cache without running or compiling them, from a worker
 * (src/prefetch-worker.ts), so that the page's own thread stays free for the visitor.
 * Where no worker starts, the chunks are fetched when the code runs.
 */
export function prefetchPageCode(code: PageCode, startWorker: () => Worker): void {
  try {
    startWorker().postMessage([code.entry, ...code.preload]);
  } catch {
    // Nothing lost: preloadPageCode asks for them at the first touch.
  }
}

/** Calls `start` once, at the first sign of a person using the page. */
export function onFirstTouch(target: Window, start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const touched = () => {
    for (const type of FIRST_TOUCH) target.removeEventListener(type, touched, options);
    start();
  };
  for (const type of FIRST_TOUCH) target.addEventListener(type, touched, options);
}

type Held = { kind: 'click'; target: Element } | { kind: 'submit'; form: HTMLFormElement };

/**
 * Until the app has started on `root` (`data-started`, src/main.tsx), its buttons and forms
 * have no handlers yet. Their clicks and submits are held (a link still navigates by
 * itself, as the server's page), `onHeld` is told, and once the app runs they are played
 * again in order, after the text typed meanwhile has reached the app.
 */
export function holdUntilStarted(root: HTMLElement, onHeld: () => void): void {
  const document = root.ownerDocument;
  const held: Held[] = [];
  const typedIn = new Set<Element>();

  const inRoot = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.contains(target);

  const onClick = (event: Event) => {
    if (!inRoot(event.target) || event.target.closest('a[href]')) return;
    event.preventDefault();
    held.push({ kind: 'click', target: event.target });
    onHeld();
  };
  const onSubmit = (event: Event) => {
    if (!inRoot(event.target) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push({ kind: 'submit', form: event.target });
    onHeld();
  };
  const onTyped = (event: Event) => {
    if (inRoot(event.target)) typedIn.add(event.target);
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onTyped, true);
  document.addEventListener('change', onTyped, true);

  const replay = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onTyped, true);
    document.removeEventListener('change', onTyped, true);
    for (const field of typedIn) {
      if (!field.isConnected) continue;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const tap of held) {
      if (tap.kind === 'click' && tap.target.isConnected) {
        tap.target.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
        );
      } else if (tap.kind === 'submit' && tap.form.isConnected) {
        tap.form.requestSubmit();
      }
    }
  };

  if (root.dataset.started !== undefined) return replay();
  const observer = new MutationObserver(() => {
    if (root.dataset.started === undefined) return;
    observer.disconnect();
    replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-started'] });
}

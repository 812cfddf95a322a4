import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY as STORE_KEY } from '../../src/lib/token-store';
import {
  ACCESS_TOKEN_KEY,
  hasSession,
  holdUntilStarted,
  onFirstTouch,
  prefetchPageCode,
  preloadPageCode,
} from '../../src/page-take-over';

const CODE = { entry: '/assets/index.js', preload: ['/assets/react.js', '/assets/foods-page.js'] };

/** A page the server drew, as src/start-after-paint.ts finds it. */
function drawnPage(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <a href="/foods/3">Nasi Box</a>
      <button type="button">Tambah <svg><path d="M0 0"></path></svg></button>
      <form><input name="q"><button type="submit">Kirim</button></form>
    </div>
    <button type="button" id="outside">Elsewhere</button>`;
  return document.getElementById('root')!;
}

/** What src/main.tsx does once the app runs the page. */
async function appStarts(root: HTMLElement) {
  root.dataset.started = '';
  await Promise.resolve();
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('a drawn page before its app runs', () => {
  it('holds a tap on a button, asks for the app, and plays the tap once the app runs', async () => {
    const root = drawnPage();
    const wanted = vi.fn();
    holdUntilStarted(root, wanted);
    const button = root.querySelector('button')!;
    const taps: string[] = [];

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('path')!.dispatchEvent(early);

    expect(early.defaultPrevented).toBe(true);
    expect(wanted).toHaveBeenCalledOnce();

    // The app's handler, attached as the app takes the page over.
    button.addEventListener('click', (event) => taps.push(String(event.defaultPrevented)));
    await appStarts(root);

    expect(taps).toEqual(['false']);
  });

  it('lets a link navigate by itself, and taps outside the app alone', () => {
    const root = drawnPage();
    const wanted = vi.fn();
    holdUntilStarted(root, wanted);

    // What reaches the page's end: still free to navigate (then stopped, jsdom has no pages).
    const free: boolean[] = [];
    const page = new AbortController();
    document.addEventListener(
      'click',
      (event) => {
        free.push(!event.defaultPrevented);
        event.preventDefault();
      },
      { signal: page.signal },
    );
    root
      .querySelector('a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('outside')!.click();

    page.abort();
    expect(free).toEqual([true, true]);
    expect(wanted).not.toHaveBeenCalled();
  });

  it('hands the app what was typed before it ran, then sends the form that was sent', async () => {
    const root = drawnPage();
    holdUntilStarted(root, vi.fn());
    const form = root.querySelector('form')!;
    const input = root.querySelector('input')!;

    input.value = 'rendang';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`typed ${input.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('sent');
    });
    await appStarts(root);

    expect(seen).toEqual(['typed rendang', 'sent']);
  });

  it('plays nothing on what the app took away, and holds nothing once it runs', async () => {
    const root = drawnPage();
    holdUntilStarted(root, vi.fn());
    const button = root.querySelector('button')!;
    const taps = vi.fn();
    button.addEventListener('click', taps);

    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.remove();
    await appStarts(root);
    expect(taps).toHaveBeenCalledOnce(); // the held tap itself, never played

    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('input')!.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});

describe('when the app is asked for', () => {
  it('asks at the first sign of a person, once', () => {
    const start = vi.fn();
    onFirstTouch(window, start);

    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new PointerEvent('pointerdown'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));

    expect(start).toHaveBeenCalledOnce();
  });

  it('knows a customer by the token the app keeps, under the app’s own key', () => {
    expect(ACCESS_TOKEN_KEY).toBe(STORE_KEY);
    expect(hasSession(() => window.localStorage)).toBe(false);

    window.localStorage.setItem(STORE_KEY, 'token-1');

    expect(hasSession(() => window.localStorage)).toBe(true);
    expect(
      hasSession(() => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      }),
    ).toBe(false);
  });
});

describe("the page's code", () => {
  it('is preloaded as module scripts are fetched, so that the cache serves them', () => {
    preloadPageCode(CODE, document);

    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/react.js', ''],
      ['modulepreload', '/assets/foods-page.js', ''],
    ]);
  });

  it('is prefetched, entry first, by a worker; a worker refused costs nothing', () => {
    const postMessage = vi.fn();
    prefetchPageCode(CODE, () => ({ postMessage }) as unknown as Worker);

    expect(postMessage).toHaveBeenCalledWith([CODE.entry, ...CODE.preload]);
    expect(() =>
      prefetchPageCode(CODE, () => {
        throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
      }),
    ).not.toThrow();
  });
});

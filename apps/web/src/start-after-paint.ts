/**
 * The only script in the head of a page the server drew (decision 042). The page is on
 * screen from its HTML and CSS alone; its code (about 120 KB) would otherwise share a
 * slow connection with the stylesheet and the first photo, and hold the first paint back.
 * So the code is asked for just after that paint: the server lists it in the
 * `dapur-code` data block, this module preloads the page's chunks and imports the entry
 * (src/main.tsx), which hydrates the page.
 */
interface PageCode {
  /** The web app's entry (src/main.tsx as built). */
  entry: string;
  /** The chunks the entry and the page's route import, fetched side by side. */
  preload: string[];
}

const PAGE_CODE_ID = 'dapur-code';

let started = false;

function start(): void {
  if (started) return;
  started = true;
  const text = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (!text) return;
  const code = JSON.parse(text) as PageCode;
  for (const href of code.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ code.entry);
}

// A frame's callback runs just before it is painted, a task it queues just after.
requestAnimationFrame(() => setTimeout(start));
// A page opened in the background is painted only once shown: its code need not wait.
if (document.visibilityState === 'hidden') start();

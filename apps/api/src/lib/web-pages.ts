import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogCache } from './catalog-cache';
import type { ContentCoding } from './content-coding';
import {
  answersBlock,
  codeBlock,
  headHints,
  planOf,
  SHOP_STATUS_ANSWER,
  type PageAnswers,
  type PagePlan,
} from './page-hints';
import { loadPageDrawing } from './page-drawing';
import { readWebChunks } from './web-manifest';

/** An API answer's JSON by its path under /api (`foods/3`); undefined when there is none (404). */
export type ReadAnswer = (apiPath: string) => Promise<string | undefined>;

/** A page as it goes out: its bytes and how they are compressed. */
export interface PageForm {
  bytes: Buffer;
  coding?: ContentCoding;
  /** Drawn for a phone or for a larger screen, by the request's headers (lib/page-drawing.ts). */
  byScreen?: boolean;
}

/** Thrown to keep a page that names a missing dish or category out of the cache. */
class MissingAnswer extends Error {}

/** Which screen a page is drawn for; the web app reads it back from `#root` (src/main.tsx). */
const screen = (compact: boolean) => (compact ? 'phone' : 'wide');

/** index.html's entry script and the chunks Vite preloads for it. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** Where index.html leaves the page to the web app. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The public pages as index.html with their hints (lib/page-hints.ts) and, when the build
 * has its drawing module, the page itself already drawn in `#root` (lib/page-drawing.ts,
 * decision 041): once for phones and once for larger screens. Each is built once and kept,
 * with its brotli and gzip forms, in the catalog cache: a menu change drops them with the
 * answers they hold, and the next request builds them again. index.html, the build's
 * manifest and the drawing module are read once, here; undefined before a build, when
 * every page is index.html as it is.
 */
export async function createWebPages(
  webDistDir: string,
  catalog: CatalogCache,
  readAnswer: ReadAnswer,
): Promise<WebPages | undefined> {
  const [indexHtml, chunks, draw] = await Promise.all([
    readFile(path.join(webDistDir, 'index.html'), 'utf8').catch(() => undefined),
    readWebChunks(webDistDir),
    loadPageDrawing(webDistDir),
  ]);
  if (indexHtml === undefined || !chunks) return undefined;

  async function drawn(pathname: string, answers: PageAnswers, compact: boolean) {
    if (!draw) return '';
    const parsed = Object.fromEntries([...answers].map(([key, json]) => [key, JSON.parse(json)]));
    return draw({ path: pathname, answers: parsed, compact });
  }

  async function build(
    pathname: string,
    plan: PagePlan,
    compact: boolean,
    shopStatus: string | undefined,
  ): Promise<string> {
    const answers = new Map(
      await Promise.all(
        plan.answers.map(async (apiPath) => {
          const json = await readAnswer(apiPath);
          if (json === undefined) throw new MissingAnswer(apiPath);
          return [apiPath, json] as const;
        }),
      ),
    );
    if (shopStatus !== undefined) answers.set(SHOP_STATUS_ANSWER, shopStatus);
    const routeChunks = chunks!.chunksOf(plan.modules);
    const photo = plan.photo(answers);
    const markup = await drawn(pathname, answers, compact);
    const later = markup ? chunks!.startAfterPaint : undefined;
    const root = markup
      ? `<div id="root" data-screen="${screen(compact)}">${markup}</div>`
      : EMPTY_ROOT;
    if (!later) {
      return indexHtml!
        .replace('</head>', () => `${headHints(routeChunks, photo)}</head>`)
        .replace(EMPTY_ROOT, () => root)
        .replace('</body>', () => `${answersBlock(answers)}</body>`);
    }
    // Drawn: the page's code is asked for once it is painted (decision 042).
    const code = codeBlock({
      entry: later.entry,
      preload: [...later.entryImports, ...routeChunks],
    });
    const loader = `<script type="module" crossorigin src="${later.loader}"></script>`;
    return indexHtml!
      .replace(APP_SCRIPTS, '')
      .replace('</head>', () => `${headHints([], photo)}${loader}</head>`)
      .replace(EMPTY_ROOT, () => root)
      .replace('</body>', () => `${answersBlock(answers)}${code}</body>`);
  }

  return {
    async page(pathname, coding, compact) {
      const plan = planOf(pathname);
      if (!plan) return undefined;
      // The shop's status is drawn too (a strip that would push the menu down if it came
      // later): read now, and the page kept once per status, so that a page kept from the
      // morning does not say the shop is open at night. Few statuses exist (open, closed
      // until a day's opening, paused), and a menu change drops them all.
      const shopStatus = draw && plan.shopStatus ? await readAnswer(SHOP_STATUS_ANSWER) : undefined;
      // Without a drawing the page is the same for every screen: kept once.
      const key = draw
        ? `page:${pathname}:${screen(compact)}${statusKey(shopStatus)}`
        : `page:${pathname}`;
      try {
        const answer = await catalog.answer(key, () => build(pathname, plan, compact, shopStatus));
        const form = (coding && answer[coding]) || answer.identity;
        return { bytes: form.bytes, coding: form.coding, byScreen: draw !== undefined };
      } catch (error) {
        // No such dish or category: the page says so itself, as index.html alone.
        if (error instanceof MissingAnswer) return undefined;
        throw error;
      }
    },
  };
}

/** What of the shop's status a page shows: whether it takes orders now, and if not why. */
function statusKey(shopStatus: string | undefined): string {
  if (shopStatus === undefined) return '';
  type Asap = { available?: boolean; reason?: string | null };
  const { asap } = (JSON.parse(shopStatus) as { meta?: { asap?: Asap } }).meta ?? {};
  return asap?.available === false ? `:closed:${asap.reason ?? ''}` : ':open';
}

export interface WebPages {
  /**
   * The page at `pathname` with its hints, drawn for a phone when `compact`, in `coding`
   * when it is worth compressing; undefined for a page without.
   */
  page(
    pathname: string,
    coding: ContentCoding | undefined,
    compact: boolean,
  ): Promise<PageForm | undefined>;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogCache } from './catalog-cache';
import type { ContentCoding } from './content-coding';
import { answersBlock, headHints, planOf, type PageAnswers, type PagePlan } from './page-hints';
import { readWebChunks } from './web-manifest';

/** A catalog answer's JSON by its path under /api (`foods/3`); undefined when there is none (404). */
export type ReadAnswer = (apiPath: string) => Promise<string | undefined>;

/** A page as it goes out: its bytes and how they are compressed. */
export interface PageForm {
  bytes: Buffer;
  coding?: ContentCoding;
}

/** Thrown to keep a page that names a missing dish or category out of the cache. */
class MissingAnswer extends Error {}

/**
 * The public pages as index.html with their hints (lib/page-hints.ts), built once per
 * page and kept, with their brotli and gzip forms, in the catalog cache: a menu change
 * drops them with the answers they hold, and the next request builds them again. index.html
 * and the build's manifest are read once, here; undefined before a build, when every page
 * is index.html as it is.
 */
export async function createWebPages(
  webDistDir: string,
  catalog: CatalogCache,
  readAnswer: ReadAnswer,
): Promise<WebPages | undefined> {
  const [indexHtml, chunks] = await Promise.all([
    readFile(path.join(webDistDir, 'index.html'), 'utf8').catch(() => undefined),
    readWebChunks(webDistDir),
  ]);
  if (indexHtml === undefined || !chunks) return undefined;

  async function build(plan: PagePlan): Promise<string> {
    const answers: PageAnswers = new Map(
      await Promise.all(
        plan.answers.map(async (apiPath) => {
          const json = await readAnswer(apiPath);
          if (json === undefined) throw new MissingAnswer(apiPath);
          return [apiPath, json] as const;
        }),
      ),
    );
    const head = headHints(chunks!.chunksOf(plan.modules), plan.photo(answers));
    return indexHtml!
      .replace('</head>', () => `${head}</head>`)
      .replace('</body>', () => `${answersBlock(answers)}</body>`);
  }

  return {
    async page(pathname, coding) {
      const plan = planOf(pathname);
      if (!plan) return undefined;
      try {
        const answer = await catalog.answer(`page:${pathname}`, () => build(plan));
        const form = (coding && answer[coding]) || answer.identity;
        return { bytes: form.bytes, coding: form.coding };
      } catch (error) {
        // No such dish or category: the page says so itself, as index.html alone.
        if (error instanceof MissingAnswer) return undefined;
        throw error;
      }
    },
  };
}

export interface WebPages {
  /** The page at `pathname` with its hints, in `coding` when it is worth compressing; undefined for a page without. */
  page(pathname: string, coding: ContentCoding | undefined): Promise<PageForm | undefined>;
}

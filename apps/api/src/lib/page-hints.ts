import {
  CARD_PHOTO_SIZES,
  HOME_PHOTO,
  MENU_LIST_PHOTO_SIZES,
  photoSourceSet,
  WIDE_PHOTO_SIZES,
} from '@dapur/shared/menu';
import { escapeMarkup } from './escape-markup';

/**
 * The public pages' waterfall cut short (decision 037). The web app finds a menu page's
 * largest paint, its first photo, only after index.html → the entry → the route's chunk →
 * the API's answer → the image. The server knows all of it when it answers the page, so
 * index.html goes out with the route's chunks as `modulepreload`, the catalog answers the
 * page reads written into it (`<script type="application/json">`, which the web app puts
 * into its query cache: apps/web/src/lib/page-answers.ts), and its first photo as a
 * `preload` with the `srcset` and `sizes` its `<img>` has.
 */

/** The id of the element holding a page's answers; the web app reads it by this id. */
export const PAGE_ANSWERS_ID = 'dapur-answers';

/** A catalog answer by its path under /api (`foods/3`), as the API sends it (JSON text). */
export type PageAnswers = ReadonlyMap<string, string>;

/** The photo a page shows first: what its `<img>` has as `src` and `sizes`. */
interface Photo {
  src: string;
  sizes: string;
}

export interface PagePlan {
  /** The web app's source modules the route loads (keys of Vite's manifest). */
  modules: readonly string[];
  /** The catalog answers the page reads, by their path under /api; `restaurant` is on every page. */
  answers: readonly string[];
  /** The page's first photo, from its answers; undefined when it shows none. */
  photo(answers: PageAnswers): Photo | undefined;
  /**
   * The page shows the shop's status (the menu's pages: closed, paused, about to close),
   * which moves with the clock: its answer is read for every request (SHOP_STATUS_ANSWER).
   */
  shopStatus?: true;
}

/** The answer that says whether the shop takes orders now, and if not why (GET /api/restaurant/slots). */
export const SHOP_STATUS_ANSWER = 'restaurant/slots';

/** Every page shows the restaurant's name in its header (GET /api/restaurant). */
const RESTAURANT = 'restaurant';
const CATALOG_LAYOUT = 'src/app/routes/catalog-layout.tsx';
const CATALOG_PAGES = 'src/features/catalog/pages';

interface PhotoOf {
  gambar_url?: string | null;
  image_url?: string | null;
}

/** The first photo of a list of cards, when one of those above a phone's fold has one. */
function firstCardPhoto(
  items: readonly PhotoOf[] | undefined,
  sizes = CARD_PHOTO_SIZES,
): Photo | undefined {
  const src = items
    ?.slice(0, 2)
    .map((item) => item.gambar_url ?? item.image_url)
    .find((url) => url);
  return src ? { src, sizes } : undefined;
}

function answerData<T>(answers: PageAnswers, path: string): T | undefined {
  const json = answers.get(path);
  return json === undefined ? undefined : (JSON.parse(json) as { data?: T }).data;
}

/**
 * The hints of a page the web app's router shows (apps/web/src/app/router.tsx), by its
 * path; undefined for the pages with none (the cart, forms, the family's pages). A dish or
 * category id is taken only as the API writes it, so one page is never kept twice.
 */
export function planOf(pathname: string): PagePlan | undefined {
  if (pathname === '/') {
    return {
      modules: ['src/app/routes/home-route.tsx'],
      answers: [RESTAURANT],
      photo: () => ({ src: HOME_PHOTO, sizes: WIDE_PHOTO_SIZES }),
    };
  }
  if (pathname === '/foods') {
    return {
      modules: [CATALOG_LAYOUT, `${CATALOG_PAGES}/foods-page.tsx`],
      // The categories too: on a phone the dishes sit under their headings (decision 034).
      answers: [RESTAURANT, 'foods', 'categories'],
      shopStatus: true,
      photo: (answers) =>
        firstCardPhoto(answerData<PhotoOf[]>(answers, 'foods'), MENU_LIST_PHOTO_SIZES),
    };
  }
  if (pathname === '/categories') {
    return {
      modules: [`${CATALOG_PAGES}/categories-page.tsx`],
      answers: [RESTAURANT, 'categories'],
      photo: (answers) => firstCardPhoto(answerData<PhotoOf[]>(answers, 'categories')),
    };
  }
  if (pathname === '/about') {
    return {
      modules: ['src/app/routes/about-route.tsx'],
      answers: [RESTAURANT],
      photo: () => undefined,
    };
  }
  const food = /^\/foods\/([1-9]\d{0,8})$/.exec(pathname)?.[1];
  if (food) {
    const path = `foods/${food}`;
    return {
      modules: [CATALOG_LAYOUT, `${CATALOG_PAGES}/food-detail-page.tsx`],
      answers: [RESTAURANT, path],
      shopStatus: true,
      photo(answers) {
        const src = answerData<PhotoOf>(answers, path)?.gambar_url;
        return src ? { src, sizes: WIDE_PHOTO_SIZES } : undefined;
      },
    };
  }
  const category = /^\/categories\/([1-9]\d{0,8})$/.exec(pathname)?.[1];
  if (category) {
    const path = `categories/${category}/foods`;
    return {
      modules: [CATALOG_LAYOUT, `${CATALOG_PAGES}/category-page.tsx`],
      answers: [RESTAURANT, path],
      shopStatus: true,
      photo(answers) {
        const json = answers.get(path);
        return json
          ? firstCardPhoto((JSON.parse(json) as { foods?: PhotoOf[] }).foods, MENU_LIST_PHOTO_SIZES)
          : undefined;
      },
    };
  }
  return undefined;
}

/** What goes into index.html's head: the photo and the chunks to fetch at once, the photo first. */
export function headHints(chunks: readonly string[], photo: Photo | undefined): string {
  const links = chunks.map(
    (chunk) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(chunk)}">`,
  );
  if (photo) {
    const srcset = photoSourceSet(photo.src);
    const candidates = srcset
      ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(photo.sizes)}"`
      : '';
    links.unshift(
      `<link rel="preload" as="image" href="${escapeMarkup(photo.src)}"${candidates} fetchpriority="high">`,
    );
  }
  return links.join('');
}

/**
 * The answers as one JSON object by path, in a data block: never run, so the
 * Content-Security-Policy's `script-src 'self'` has nothing to say about it. `<` is
 * written `\u003c` (inside JSON strings, the only place it can be), so a dish's
 * description cannot close the element.
 */
export function answersBlock(answers: PageAnswers): string {
  const members = [...answers].map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const json = `{${members.join(',')}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
}

/** The id of the element listing a drawn page's code; src/start-after-paint.ts reads it. */
export const PAGE_CODE_ID = 'dapur-code';

/** What a drawn page loads once painted: the app's entry and the chunks to fetch beside it. */
export interface PageCode {
  entry: string;
  preload: readonly string[];
}

/** The page's code as a data block, like its answers (decision 042). */
export function codeBlock(code: PageCode): string {
  const json = JSON.stringify(code).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_CODE_ID}">${json}</script>`;
}

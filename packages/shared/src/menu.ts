/** The menu without zod: messages, limits and types for any bundle. */
export type {
  AdminCategory,
  AdminFood,
  Category,
  CategoryCreateBody,
  CategoryFoodsResponse,
  CategoryUpdateBody,
  CategoryWithFoods,
  Food,
  FoodCreateBody,
  FoodUpdateBody,
} from './schemas/menu';

/** The highest price of one portion the family can set: Rp 10.000.000. */
export const FOOD_PRICE_MAX = 10_000_000;

/** The photos of dishes and categories, 4:3 as the menu shows them, each in two widths. */
export const PHOTO_SIZES = {
  large: { width: 800, height: 600 },
  small: { width: 400, height: 300 },
} as const;

/**
 * The smaller copy of a photo sits beside it: `foods/x.webp` and `foods/x-400.webp` (also
 * as URLs: `/storage/foods/x-400.webp`).
 */
export function smallPhotoOf(file: string): string {
  return file.replace(/(\.\w+)$/, `-${PHOTO_SIZES.small.width}$1`);
}

/**
 * Our photos (uploads and the demo pictures, `/storage/….webp`) as a `srcset` of their two
 * widths; undefined for a picture from elsewhere, which comes in one.
 */
export function photoSourceSet(src: string): string | undefined {
  if (!src.startsWith('/storage/') || !src.endsWith('.webp')) return undefined;
  const { large, small } = PHOTO_SIZES;
  return `${smallPhotoOf(src)} ${small.width}w, ${src} ${large.width}w`;
}

/**
 * How wide the photos show (`sizes`): on a menu card (one column on a phone, two on a
 * tablet, four on a large screen), and beside a dish's details or the home page's greeting.
 * The server's preload of a page's first photo (apps/api/src/lib/page-hints.ts) names the
 * same, so the browser picks the same copy for both.
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
export const WIDE_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';
/**
 * A list of dishes (/foods, /categories/{id}): the cards from 640 px up, and below that the
 * compact rows' 72 px thumbnails, which take the small copy (decision 034).
 */
export const MENU_LIST_PHOTO_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 72px';

/** The home page's picture, a dish of the demo menu (served from /storage). */
export const HOME_PHOTO = '/storage/foods/nasi-box-ayam-goreng-kremes.webp';

/** Photos of dishes, categories and the QRIS code: JPEG, PNG or WebP, checked by content. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the server responds with for a dish or category that is not on the menu. */
export const menuMessages = {
  /** 404 for an unknown dish, or one customers cannot order now. */
  foodNotFound: 'Makanan tidak ditemukan.',
  categoryNotFound: 'Kategori tidak ditemukan.',
  /** 422 from the cart and order calls for a dish that is sold out. */
  foodSoldOut: (nama: string) => `${nama} sedang habis.`,
  priceNotWhole: 'Harga harus berupa bilangan bulat rupiah.',
  priceNegative: 'Harga tidak boleh negatif.',
  priceTooHigh: 'Harga maksimal Rp 10.000.000.',
  categoryInvalid: 'Kategori tidak valid.',
  /** 415: the upload is no JPEG, PNG or WebP picture, whatever its name says. */
  imageNotImage: 'Berkas harus foto JPEG, PNG atau WebP.',
  /** 413. */
  imageTooLarge: 'Foto maksimal 5 MB.',
  /** 422: the multipart form has no `image` file. */
  imageMissing: 'Pilih foto untuk diunggah.',
  /** 400: the form did not arrive whole (cut short, no boundary): sending it again may work. */
  imageUnreadable: 'Unggahan foto terputus. Silakan coba lagi.',
} as const;

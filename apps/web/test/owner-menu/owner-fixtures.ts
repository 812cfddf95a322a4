import { vi } from 'vitest';
import type { User } from '@dapur/shared/auth';
import type { AdminCategory, AdminFood, CategoryWithFoods, Food } from '@dapur/shared/menu';
import { meAnswer, signIn, siti } from '../helpers/account-fixtures';
import { esTeh, minuman, nasiBox, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, type FetchHandler } from '../helpers/mock-fetch';
import { ownerLayoutAnswers } from '../helpers/owner-layout';

export const ratna: User = {
  ...siti,
  id: 1,
  name: 'Ratna Sari',
  email: 'ratna@dapurburatna.example',
  role: 'owner',
};

export function adminFood(food: Food, overrides: Partial<AdminFood> = {}): AdminFood {
  return { ...food, archived: false, ...overrides };
}

export function adminCategory(category: CategoryWithFoods, foodCount: number): AdminCategory {
  const { foods: _foods, ...rest } = category;
  return { ...rest, food_count: foodCount };
}

export const sotoAyam: AdminFood = adminFood({
  id: 31,
  nama: 'Soto Ayam Lamongan',
  harga: 18_000,
  deskripsi: null,
  gambar: null,
  gambar_url: null,
  category_id: null,
  is_available: false,
  option_groups: [],
});

/** Nasi Box (rendang, nasi goreng), Minuman (es teh), one uncategorised and sold out, one archived. */
export const menuFoods: AdminFood[] = [
  adminFood(rendang),
  adminFood(nasiGoreng),
  adminFood(esTeh),
  sotoAyam,
  adminFood({ ...esTeh, id: 40, nama: 'Es Jeruk Lama', harga: 6_000 }, { archived: true }),
];

export const menuCategories: AdminCategory[] = [
  adminCategory(nasiBox, 2),
  adminCategory(minuman, 1),
];

export function foodsAnswer(foods: AdminFood[] = menuFoods): FetchHandler {
  return () => json(success(foods));
}

export function categoriesAnswer(categories: AdminCategory[] = menuCategories): FetchHandler {
  return () => json(success(categories));
}

/**
 * What the owner's layout asks on every page: who is signed in (mockFetch responds with the
 * profile), the live order stream and the orders nobody has seen yet.
 */
export function ownerAnswers(): Record<string, FetchHandler> {
  return { ...ownerLayoutAnswers(), 'POST /api/auth/me': meAnswer(ratna) };
}

/** An owner signed in, the menu's lists mocked. */
export function signInOwner(): void {
  signIn('owner-token');
}

/** The lists, and each dish and category on its own as its edit page reads it. */
export function menuAnswers(
  foods: AdminFood[] = menuFoods,
  categories: AdminCategory[] = menuCategories,
): Record<string, FetchHandler> {
  const one = (path: string, rows: { id: number }[]) =>
    Object.fromEntries(rows.map((row) => [`GET ${path}/${row.id}`, () => json(success(row))]));
  return {
    ...ownerAnswers(),
    'GET /api/admin/foods': foodsAnswer(foods),
    'GET /api/admin/categories': categoriesAnswer(categories),
    ...one('/api/admin/foods', foods),
    ...one('/api/admin/categories', categories),
  };
}

/**
 * jsdom's FormData and File are not the ones Node's fetch can send (a file would go as the
 * text "undefined"); in a browser, fetch and FormData belong together, so here they are made
 * to belong together too: Node's own classes, taken from a form Node parsed, replace jsdom's
 * FormData, and the test's photos are Node Files. Returns a maker of such photos.
 */
export async function nodeForms() {
  const body =
    '--b\r\nContent-Disposition: form-data; name="f"; filename="f.txt"\r\n' +
    'Content-Type: text/plain\r\n\r\nf\r\n--b--\r\n';
  const form = await new Response(body, {
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  }).formData();
  const file = form.get('f');
  if (!file || typeof file === 'string') throw new Error('No file parsed');
  vi.stubGlobal('FormData', form.constructor);
  const NodeFile = file.constructor as typeof File;

  /** A picture file as a phone would hand it over (its bytes need not be a picture here). */
  return function photoFile(name: string, type: string, bytes: number | string): File {
    const content = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
    return new NodeFile([content], name, { type });
  };
}

/** The `image` part of a multipart request, read as the server would. */
export async function uploadedImage(request: Request) {
  const form = await request.formData();
  const image = form.get('image');
  if (!image || typeof image === 'string') throw new Error('No file in the image field');
  return { fields: [...form.keys()], name: image.name, type: image.type, text: await image.text() };
}

// The customer pages measured, as a visitor first opens them, and the menu as a signed-in
// customer with dishes in the cart opens it.

export const PAGES = [
  { name: '/', path: () => '/', signedIn: false },
  { name: '/foods', path: () => '/foods', signedIn: false },
  { name: '/foods/{id}', path: (foodId: number) => `/foods/${foodId}`, signedIn: false },
  { name: '/categories', path: () => '/categories', signedIn: false },
  { name: '/about', path: () => '/about', signedIn: false },
  { name: '/foods (customer)', path: () => '/foods', signedIn: true },
] as const;

export type PageName = (typeof PAGES)[number]['name'];

/** A dish of the demo menu, as the shop lists it: the detail page measured is a real one. */
export async function firstDemoFoodId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/foods`);
  const body = (await response.json()) as { data?: { id: number }[] };
  const id = body.data?.[0]?.id;
  if (!response.ok || id === undefined) {
    throw new Error(`GET /api/foods responded ${response.status} without a dish`);
  }
  return id;
}

function pageNamed(name: PageName) {
  const page = PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`Unknown page ${name}`);
  return page;
}

export function pagePath(name: PageName, foodId: number): string {
  return pageNamed(name).path(foodId);
}

export function isSignedIn(name: PageName): boolean {
  return pageNamed(name).signedIn;
}

/**
 * A customer of the shop, signed up and signed in through the API as the web app does it,
 * with two dishes in the cart: their access token.
 */
export async function signedInCustomer(baseUrl: string, foodId: number): Promise<string> {
  const email = `pelanggan-${Date.now()}@contoh.id`;
  const password = 'rahasia-perf-web';
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST /api/${path} responded ${response.status}`);
    return (await response.json()) as { access_token?: string };
  };
  await post('auth/register', {
    name: 'Sari Pelanggan',
    alamat: 'Jl. Melati 3, Yogyakarta',
    telephone: '6281234567890',
    email,
    password,
    password_confirmation: password,
  });
  const { access_token: token } = await post('auth/login', { email, password });
  if (!token) throw new Error('POST /api/auth/login responded with no token');
  await post('cart', { food_id: foodId, jumlah: 2 }, token);
  return token;
}

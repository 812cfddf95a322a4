import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CategoryWithFoods, Food } from '@dapur/shared';
import { json, send, type HttpReply, type HttpRequest } from './http-client';

export const PASSWORD = 'rahasia-123';

/** Someone using the shop from an address of their own, through `baseUrl` unless told. */
export interface Person {
  email: string;
  from: string;
  token: string;
}

const profile = { name: 'Siti Rahayu', alamat: 'Jl. Kaliurang Km 5', telephone: '081234567890' };

export function deliveryFor(key: string) {
  return {
    name: 'Siti Rahayu',
    address: `Jl. Kaliurang Km 5 No. 3 (${key})`,
    phone: '0812-3456-7890',
  };
}

/** A response with the status expected, or an error naming the call and what came instead. */
export async function expectStatus(
  status: number,
  what: string,
  url: string,
  request: HttpRequest,
): Promise<HttpReply> {
  const reply = await send(url, request);
  if (reply.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${reply.status} ${reply.body.toString('utf8')}`,
    );
  }
  return reply;
}

export async function logIn(baseUrl: string, email: string, from: string): Promise<string> {
  const reply = await expectStatus(200, 'login', `${baseUrl}/api/auth/login`, {
    method: 'POST',
    from,
    body: { email, password: PASSWORD },
  });
  return json<{ access_token: string }>(reply).access_token;
}

/** Signs up and logs in. */
export async function newCustomer(baseUrl: string, email: string, from: string): Promise<Person> {
  await expectStatus(201, 'register', `${baseUrl}/api/auth/register`, {
    method: 'POST',
    from,
    body: { ...profile, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  return { email, from, token: await logIn(baseUrl, email, from) };
}

/**
 * The family's first owner, with the setup code the instance started last wrote to its
 * data folder (decision 061), as the guide has the family read it from the log.
 */
export async function firstOwner(
  baseUrl: string,
  dataDir: string,
  email: string,
  from: string,
): Promise<Person> {
  const code = (await readFile(path.join(dataDir, 'setup-code'), 'utf8')).trim();
  await expectStatus(201, 'setup', `${baseUrl}/api/setup`, {
    method: 'POST',
    from,
    body: { code, ...profile, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  return { email, from, token: await logIn(baseUrl, email, from) };
}

/** Dishes anyone can order for as soon as possible with nothing to choose: id → price. */
export async function simpleDishes(baseUrl: string): Promise<Map<number, number>> {
  const reply = await expectStatus(200, 'menu', `${baseUrl}/api/categories`, {});
  const foods: Food[] = json<{ data: CategoryWithFoods[] }>(reply)
    .data.filter((category) => category.lead_time_days === 0)
    .flatMap((category) => category.foods)
    .filter((food) => food.is_available && food.option_groups.length === 0);
  return new Map(foods.map((food) => [food.id, food.harga]));
}

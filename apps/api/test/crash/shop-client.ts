import { randomUUID } from 'node:crypto';
import type { CartItem, CategoryWithFoods, Food, Order } from '@dapur/shared';

/** The connection broke before a response arrived: the server is gone (killed). */
export class NoResponse extends Error {
  override name = 'NoResponse';
}

export interface ShopResponse {
  status: number;
  body: { status?: string; data?: unknown; access_token?: string; message?: string };
}

export interface Customer {
  email: string;
  token: string;
  /** Sent as X-Forwarded-For: per-IP limits see one address per customer. */
  ip: string;
}

const PASSWORD = 'rahasia-123';

/** A delivery as a customer types it; the key rides in the address so orders can be matched to it. */
export function deliveryFor(key: string) {
  return {
    name: 'Siti Rahayu',
    address: `Jl. Kaliurang Km 5 No. 3 (${key})`,
    phone: '0812-3456-7890',
  };
}

export function keyOf(order: Order): string | undefined {
  return /\((crash-[^)]+)\)$/.exec(order.address)?.[1];
}

/** The shop's API at `baseUrl`, which moves to a new port on every restart. */
export class ShopClient {
  constructor(public baseUrl: string) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    {
      token,
      ip,
      body,
      headers,
    }: { token?: string; ip?: string; body?: object; headers?: Record<string, string> } = {},
  ): Promise<ShopResponse> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // A body cut off by the kill is no response either.
      return { status: response.status, body: (await response.json()) as ShopResponse['body'] };
    } catch (error) {
      throw new NoResponse(`${method} ${path}: ${String(error)}`, { cause: error });
    }
  }

  async expect(
    status: number,
    response: Promise<ShopResponse>,
    what: string,
  ): Promise<ShopResponse['body']> {
    const { status: actual, body } = await response;
    if (actual !== status)
      throw new Error(`${what}: expected ${status}, got ${actual} ${JSON.stringify(body)}`);
    return body;
  }

  async health(): Promise<number> {
    return (await this.call('GET', '/api/health')).status;
  }

  async foods(): Promise<Food[]> {
    return (await this.expect(200, this.call('GET', '/api/foods'), 'menu')).data as Food[];
  }

  /** The dishes that can be ordered for as soon as possible: none that is ordered days ahead. */
  async sameDayFoods(): Promise<Food[]> {
    const body = await this.expect(200, this.call('GET', '/api/categories'), 'menu');
    return (body.data as CategoryWithFoods[])
      .filter((category) => category.lead_time_days === 0)
      .flatMap((category) => category.foods);
  }

  /** Registers and logs in a new customer. */
  async newCustomer(index: number): Promise<Customer> {
    const { email, ip } = await this.register(index);
    return { email, ip, token: await this.login(email, ip) };
  }

  /** Signs up customer number `index`, who comes from an address of their own. */
  async register(index: number): Promise<{ email: string; ip: string }> {
    const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `pelanggan.${index}.${randomUUID().slice(0, 8)}@contoh.id`;
    const profile = {
      name: 'Siti Rahayu',
      alamat: 'Jl. Kaliurang Km 5',
      telephone: '081234567890',
    };
    const registration = { ...profile, email, password: PASSWORD, password_confirmation: PASSWORD };
    await this.expect(
      201,
      this.call('POST', '/api/auth/register', { ip, body: registration }),
      'register',
    );
    return { email, ip };
  }

  /** A fresh token; fails unless the account exists with its password. */
  async login(email: string, ip: string): Promise<string> {
    const response = this.call('POST', '/api/auth/login', {
      ip,
      body: { email, password: PASSWORD },
    });
    return (await this.expect(200, response, 'login')).access_token!;
  }

  async orders(customer: Customer): Promise<Order[]> {
    const response = this.call('GET', '/api/orders', { token: customer.token, ip: customer.ip });
    return (await this.expect(200, response, 'list orders')).data as Order[];
  }

  async cart(customer: Customer): Promise<CartItem[]> {
    const response = this.call('GET', '/api/cart', { token: customer.token, ip: customer.ip });
    return (await this.expect(200, response, 'read cart')).data as CartItem[];
  }

  /** Returns the cart line as it is now (a food already in the cart adds to its line). */
  async addToCart(customer: Customer, foodId: number, jumlah: number): Promise<CartItem> {
    const body = { food_id: foodId, jumlah };
    const response = this.call('POST', '/api/cart', {
      token: customer.token,
      ip: customer.ip,
      body,
    });
    return (await this.expect(200, response, 'add to cart')).data as CartItem;
  }

  async orderDirect(
    customer: Customer,
    key: string,
    foodId: number,
    quantity: number,
  ): Promise<Order> {
    const response = this.call('POST', '/api/orders/direct', {
      token: customer.token,
      ip: customer.ip,
      body: { ...deliveryFor(key), food_id: foodId, quantity },
      headers: { 'idempotency-key': key },
    });
    return (await this.expect(201, response, 'direct order')).data as Order;
  }

  async orderCart(customer: Customer, key: string): Promise<Order> {
    const response = this.call('POST', '/api/orders/cart', {
      token: customer.token,
      ip: customer.ip,
      body: deliveryFor(key),
      headers: { 'idempotency-key': key },
    });
    return (await this.expect(201, response, 'cart checkout')).data as Order;
  }
}

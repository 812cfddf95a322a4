import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { User } from '@dapur/shared/auth';

import type { RestaurantProfile } from '@dapur/shared/restaurant';
import type { AdminOrder, AdminOrderDetail, OrderHistoryEntry } from '@dapur/shared/schemas/orders';
import { siti } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, type FetchHandler } from '../helpers/mock-fetch';
import { order } from '../helpers/order-fixtures';

export const owner: User = {
  id: 1,
  name: 'Ratna Sari',
  alamat: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  telephone: '6281200000123',
  email: 'ratna@dapurburatna.example',
  role: 'owner',
};

export const profile: RestaurantProfile = {
  name: 'Dapur Bu Ratna',
  tagline: 'Masakan rumahan Indonesia.',
  history: 'Sejak 1998.',
  address: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  phone: '+62 274 000 123',
  whatsapp: '6281200000123',
  email: 'halo@dapurburatna.example',
  facebook_url: null,
  instagram_url: null,
  map_url: null,
  opening_hours: [],
  qris_image_url: null,
  accepting_orders: true,
  delivery_fee: 0,
  lead_time_minutes: 30,
};

/** 12 May 2025, 14.30 in Jakarta (07.30 UTC): "now" in these tests. */
export const NOW = Date.parse('2025-05-12T07:30:00.000Z');
export const TODAY = '2025-05-12';

/** Freezes what `Date.now()` returns; the pages read the time only through it. */
export function freezeNow(at = NOW) {
  let now = at;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    /** Moves the frozen time on (timers are the fake clock's business). */
    moveBy(ms: number) {
      now += ms;
    },
  };
}

export function minutesAgo(minutes: number, from = NOW): string {
  return new Date(from - minutes * 60_000).toISOString();
}

/**
 * An order as the family sees it, by default placed 5 minutes ago, paid, not yet checked,
 * and already seen on the board (`newOrder` for one nobody has seen).
 */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...order({
      status: 'processing',
      created_at: minutesAgo(5),
      payment: { id: 9, status: 'completed', amount: 55_000, verification: 'unverified' },
    }),
    customer: { id: siti.id, name: siti.name, telephone: siti.telephone, email: siti.email },
    acknowledged_at: minutesAgo(4),
    ...overrides,
  };
}

/** An order just placed that nobody in the family has seen yet: waiting, unpaid. */
export function newOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    status: 'pending',
    created_at: minutesAgo(0),
    payment: { id: 9, status: 'pending', amount: 55_000, verification: 'unverified' },
    acknowledged_at: null,
    ...overrides,
  });
}

export const NEW_ORDERS = 'GET /api/admin/orders/new';
export const ACKNOWLEDGE = 'POST /api/admin/orders/acknowledge';

/** `GET /api/admin/orders/new` responding with `orders`. */
export function newOrdersAnswer(orders: AdminOrder[] = []): FetchHandler {
  return () => json({ status: 'success', data: orders });
}

export function adminOrderDetail(
  overrides: Partial<AdminOrderDetail> = {},
  history: OrderHistoryEntry[] = [],
): AdminOrderDetail {
  return { ...adminOrder(overrides), history, ...overrides };
}

export function orderList(orders: AdminOrder[], total = orders.length, page = 1) {
  return { status: 'success', data: orders, meta: { page, per_page: 50, total } };
}

export function listAnswer(orders: AdminOrder[]): FetchHandler {
  return () => json(orderList(orders));
}

/**
 * The owner's event stream as the server sends it: each request gets a fresh stream the test
 * writes to (`send`, `ping`) and can cut (`end`).
 */
export function eventStream() {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const current = () => {
    const controller = streams.at(-1);
    if (!controller) throw new Error('The event stream was never opened.');
    return controller;
  };
  let nextId = 1;
  const handler: FetchHandler = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          streams.push(controller);
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  return {
    handler,
    /** How many times the stream was opened. */
    get opened() {
      return streams.length;
    },
    send(event: string, data: unknown, id = nextId++) {
      current().enqueue(
        encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`),
      );
    },
    /** Raw text, for chunks that split an event. */
    write(text: string) {
      current().enqueue(encoder.encode(text));
    },
    ping() {
      current().enqueue(encoder.encode(': ping\n\n'));
    },
    end() {
      current().close();
    },
  };
}

/**
 * What every owner page asks for: the account, the restaurant's name, the live stream and
 * the orders nobody has seen yet (the count on the "Pesanan" tab): none unless replaced.
 */
export function ownerAnswers(
  events: FetchHandler = eventStream().handler,
): Record<string, FetchHandler> {
  return {
    'POST /api/auth/me': () => json(owner),
    'GET /api/restaurant': () => json(success(profile)),
    'GET /api/admin/events': events,
    [NEW_ORDERS]: newOrdersAnswer(),
  };
}

/**
 * A Web Audio stand-in that counts the notes played. `blockedUntilTap`: like a browser that
 * lets a page make sound only after a tap on it, the context stays suspended (and `resume`
 * pending) until the first pointerdown on the page.
 */
export function fakeAudio({ blockedUntilTap = false } = {}) {
  const started: number[] = [];
  let tapped = !blockedUntilTap;
  const waiting: (() => void)[] = [];
  document.addEventListener(
    'pointerdown',
    () => {
      tapped = true;
      for (const wake of waiting.splice(0)) wake();
    },
    { capture: true },
  );
  class FakeAudioContext {
    state: 'running' | 'suspended' = tapped ? 'running' : 'suspended';
    onstatechange: (() => void) | null = null;
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => started.push(Date.now()),
        stop: () => {},
      };
    }
    createGain() {
      const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
      return { gain: param, connect: (node: unknown) => node };
    }
    resume() {
      if (this.state === 'running') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const run = () => {
          this.state = 'running';
          this.onstatechange?.();
          resolve();
        };
        if (tapped) run();
        else waiting.push(run);
      });
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { started };
}

/** The card of order `id` on the board, to look inside. */
export function card(id: number) {
  const heading = screen.getByRole('heading', { name: `Pesanan #${id}` });
  const article = heading.closest('article');
  if (!article) throw new Error(`Order ${id} has no card`);
  return within(article);
}

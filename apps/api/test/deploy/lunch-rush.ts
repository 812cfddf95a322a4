import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Order, Payment } from '@dapur/shared';
import { deliveryFor, type Person } from './customers';
import { json, send, type HttpReply, type HttpRequest } from './http-client';

/** Statuses nginx answers for an instance that died or could not be reached: send again. */
const GATEWAY_ERRORS = new Set([502, 503, 504]);
const RETRY_AFTER_MS = 100;
const GIVE_UP_AFTER_MS = 30_000;

export interface Shopper {
  person: Person;
  /** food id → portions, put in the cart before the rush. */
  cart: Map<number, number>;
  /** The checkout's Idempotency-Key, the same on every try. */
  key: string;
  /** The order as the first 201 brought it. */
  order?: Order;
  /** The payment as the 200 to "I have paid" brought it. */
  payment?: Payment;
}

export interface Rush {
  /** Tries that got a gateway error or no response, and were sent again. */
  retried: number;
  /** What those tries got, counted: `502`, or the error for no response. */
  reasons: Record<string, number>;
  /** Orders acknowledged when the kill was sent. */
  killedAfter: number;
}

export function newShopper(person: Person, cart: Map<number, number>): Shopper {
  return { person, cart, key: `rush-${randomUUID()}` };
}

/**
 * Every shopper checks out through nginx at once and says they paid; `kill` is called when
 * half of the orders are acknowledged. A try that nginx answers with 502/503/504, or that
 * gets no response, is sent again as it was (the same Idempotency-Key) until it is
 * acknowledged, as the web app's customers do when they tap again.
 */
export async function lunchRush(baseUrl: string, shoppers: Shopper[], kill: () => void) {
  const rush: Rush = { retried: 0, reasons: {}, killedAfter: 0 };
  let acknowledged = 0;

  const untilAcknowledged = async (url: string, request: HttpRequest, status: number) => {
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    for (;;) {
      let reply: HttpReply | undefined;
      let reason: string;
      try {
        reply = await send(url, request);
        reason = String(reply.status);
      } catch (error) {
        reason = String(error);
      }
      if (reply?.status === status) return reply;
      if (reply && !GATEWAY_ERRORS.has(reply.status)) {
        throw new Error(`${url}: ${reply.status} ${reply.body.toString('utf8')}`);
      }
      rush.retried += 1;
      rush.reasons[reason] = (rush.reasons[reason] ?? 0) + 1;
      if (Date.now() > deadline) throw new Error(`${url}: still ${reason} after 30 s`);
      await sleep(RETRY_AFTER_MS);
    }
  };

  const shop = async (shopper: Shopper) => {
    const { token, from } = shopper.person;
    const checkout = await untilAcknowledged(
      `${baseUrl}/api/orders/cart`,
      {
        method: 'POST',
        token,
        from,
        headers: { 'idempotency-key': shopper.key },
        body: deliveryFor(shopper.key),
      },
      201,
    );
    shopper.order = json<{ data: Order }>(checkout).data;
    acknowledged += 1;
    if (acknowledged === Math.ceil(shoppers.length / 2)) {
      rush.killedAfter = acknowledged;
      kill();
    }
    const paid = await untilAcknowledged(
      `${baseUrl}/api/payments/${shopper.order.id}`,
      { method: 'POST', token, from, body: { status: 'completed' } },
      200,
    );
    shopper.payment = json<{ data: Payment }>(paid).data;
  };

  await Promise.all(shoppers.map(shop));
  return rush;
}

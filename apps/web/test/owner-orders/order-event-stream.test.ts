import { describe, expect, it, vi } from 'vitest';
import {
  startOrderEventStream,
  type OrderEventMessage,
  type StreamStatus,
} from '../../src/features/owner-orders/lib/order-event-stream';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { eventStream } from './owner-fixtures';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function start(open: (signal: AbortSignal) => Promise<Response>) {
  const messages: OrderEventMessage[] = [];
  const statuses: StreamStatus[] = [];
  const opens: boolean[] = [];
  const stream = startOrderEventStream({
    open,
    timers,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onOpen: (reconnected) => opens.push(reconnected),
  });
  return { stream, messages, statuses, opens };
}

describe('the order event stream', () => {
  it('passes on the order events, whole, and nothing else', async () => {
    useFakeClock();
    const events = eventStream();
    const { stream, messages, statuses, opens } = start(async () =>
      events.handler(new Request('http://x/')),
    );
    await settle(() => expect(statuses).toEqual(['connecting', 'live']));
    expect(opens).toEqual([false]);

    events.ping();
    events.send('order.created', { id: 42 }, 7);
    events.write('event: order.updated\ndata: {"id":');
    events.write('41}\n\n');
    events.write('event: order.deleted\ndata: {"id":1}\n\n');
    events.write('event: payment.updated\ndata: not json\n\n');
    events.write('data: {"id":3}\n\n');
    await settle(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual([
      { type: 'order.created', id: '7', data: { id: 42 } },
      { type: 'order.updated', id: undefined, data: { id: 41 } },
    ]);
    stream.stop();
  });

  it('waits 1 s, 2 s, 5 s, 10 s, then 30 s between tries, and starts over after a steady connection', async () => {
    useFakeClock();
    const events = eventStream();
    let up = false;
    const open = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return events.handler(new Request('http://x/'));
    });
    const { stream, statuses, opens } = start(open);
    await settle(() => expect(open).toHaveBeenCalledTimes(1));
    await settle(() => expect(statuses.at(-1)).toBe('reconnecting'));

    for (const [tries, wait] of [
      [2, 1_000],
      [3, 2_000],
      [4, 5_000],
      [5, 10_000],
      [6, 30_000],
      [7, 30_000],
    ] as const) {
      await advance(wait - 1);
      expect(open).toHaveBeenCalledTimes(tries - 1);
      await advance(1);
      await settle(() => expect(open).toHaveBeenCalledTimes(tries));
    }

    up = true;
    await advance(30_000);
    await settle(() => expect(statuses.at(-1)).toBe('live'));
    // The first response ever: the page's own first load counts as its catching up.
    expect(opens).toEqual([false]);
    // Thirty quiet-but-pinged seconds make a steady connection: the next drop waits 1 s again.
    await advance(20_000);
    events.ping();
    await advance(10_000);
    events.ping();
    events.end();
    await settle(() => expect(statuses.at(-1)).toBe('reconnecting'));
    const before = open.mock.calls.length;
    await advance(1_000);
    await settle(() => expect(open).toHaveBeenCalledTimes(before + 1));
    stream.stop();
  });

  it('closes for good when stopped', async () => {
    useFakeClock();
    const events = eventStream();
    const open = vi.fn(async (_signal: AbortSignal) => events.handler(new Request('http://x/')));
    const { stream, statuses } = start(open);
    await settle(() => expect(statuses.at(-1)).toBe('live'));
    stream.stop();
    expect(open.mock.calls[0]![0].aborted).toBe(true);
    await advance(120_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('live');
  });

  it('tries at once when the network comes back', async () => {
    useFakeClock();
    let up = false;
    const events = eventStream();
    const open = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return events.handler(new Request('http://x/'));
    });
    const { stream, statuses } = start(open);
    await settle(() => expect(statuses.at(-1)).toBe('reconnecting'));
    up = true;
    stream.reconnectNow();
    await settle(() => expect(statuses.at(-1)).toBe('live'));
    expect(open).toHaveBeenCalledTimes(2);
    stream.stop();
  });
});

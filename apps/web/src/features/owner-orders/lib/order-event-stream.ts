import { createParser } from 'eventsource-parser';
import { orderEventTypes, type OrderEventType } from '@dapur/shared/orders';

/** `connecting` before the first response, `live` while events flow, `reconnecting` after a drop. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface OrderEventMessage {
  type: OrderEventType;
  /** The server's event id; the stream does not replay, so it is only informative. */
  id: string | undefined;
  /** The order, parsed from JSON but not yet checked against its schema. */
  data: unknown;
}

export interface StreamTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface OrderEventStreamOptions {
  /** Opens the stream; resolves with a 2xx response whose body is the event stream. */
  open: (signal: AbortSignal) => Promise<Response>;
  onMessage: (message: OrderEventMessage) => void;
  /** Each time the stream responds; `reconnected` is false the first time only. */
  onOpen?: (reconnected: boolean) => void;
  onStatus?: (status: StreamStatus) => void;
  timers: StreamTimers;
  /** Waits before each new try; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** The server sends something at least every 25 s: this much silence means a dead line. */
  silenceLimitMs?: number;
  /** A connection that lasted this long starts the waits from the first one again. */
  stableAfterMs?: number;
}

export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
export const SILENCE_LIMIT_MS = 60_000;
export const STABLE_AFTER_MS = 30_000;

function isOrderEventType(value: string | undefined): value is OrderEventType {
  return (orderEventTypes as readonly (string | undefined)[]).includes(value);
}

/**
 * Reads the owner's event stream (server-sent events over fetch, since it needs the bearer
 * header) and keeps it open: after the stream ends, fails or falls silent, it tries again
 * after 1 s, 2 s, 5 s, 10 s, then every 30 s. Without React, so it can be tested with any
 * fetch and any timers.
 */
export function startOrderEventStream(options: OrderEventStreamOptions) {
  const {
    open,
    onMessage,
    onOpen,
    onStatus,
    timers,
    retryDelaysMs = RETRY_DELAYS_MS,
    silenceLimitMs = SILENCE_LIMIT_MS,
    stableAfterMs = STABLE_AFTER_MS,
  } = options;

  let stopped = false;
  let attempt = 0;
  let openedBefore = false;
  let connection: AbortController | null = null;
  let retryTimer: unknown;

  const parser = createParser({
    onEvent(event) {
      if (!isOrderEventType(event.event)) return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      onMessage({ type: event.event, id: event.id, data });
    },
  });

  function scheduleRetry() {
    if (stopped) return;
    onStatus?.('reconnecting');
    const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 0;
    attempt += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  }

  async function read(
    body: ReadableStream<Uint8Array>,
    controller: AbortController,
    watch: () => void,
  ) {
    const reader = body.getReader();
    // A test's stream (or a stuck proxy) may ignore the fetch's signal: stop reading anyway.
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
    const decoder = new TextDecoder();
    parser.reset();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || controller.signal.aborted) return;
      watch();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function connect() {
    const controller = new AbortController();
    connection = controller;
    let silence: unknown;
    let stable: unknown;
    // Also bounds the wait for the first response: fetch itself never gives up on this call.
    const watch = () => {
      timers.clearTimeout(silence);
      silence = timers.setTimeout(() => controller.abort(), silenceLimitMs);
    };
    watch();
    try {
      const response = await open(controller.signal);
      if (controller.signal.aborted) throw controller.signal.reason;
      if (!response.body) throw new Error('The event stream has no body.');
      onStatus?.('live');
      onOpen?.(openedBefore);
      openedBefore = true;
      stable = timers.setTimeout(() => {
        attempt = 0;
      }, stableAfterMs);
      await read(response.body, controller, watch);
    } catch {
      // Refused, offline, cut off or silent: all the same to the board, which tries again below.
    } finally {
      timers.clearTimeout(silence);
      timers.clearTimeout(stable);
      connection = null;
    }
    scheduleRetry();
  }

  onStatus?.('connecting');
  void connect();

  return {
    /** Closes the stream for good. */
    stop() {
      stopped = true;
      timers.clearTimeout(retryTimer);
      connection?.abort();
    },
    /** The network is back: try at once instead of waiting out the delay. */
    reconnectNow() {
      if (stopped || connection) return;
      timers.clearTimeout(retryTimer);
      retryTimer = undefined;
      attempt = 0;
      void connect();
    },
  };
}

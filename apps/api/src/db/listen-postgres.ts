import pg from 'pg';
import type { NotificationHandlers, StopListening } from './listen';

/** How long to wait before each new try after the listening connection was lost. */
const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000];

/**
 * On a PostgreSQL server a pooled connection cannot listen (it goes back to the pool), so
 * the listener holds one connection of its own and opens a new one whenever it is lost,
 * telling `onReconnect` that notifications may have been missed.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  { onMessage, onLost, onReconnect, onError = () => {} }: NotificationHandlers,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  }

  function lost(which: pg.Client): void {
    if (stopped || client !== which) return;
    client = undefined;
    onLost?.();
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          if (!stopped) onReconnect?.();
        },
        (error: unknown) => {
          onError(error);
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

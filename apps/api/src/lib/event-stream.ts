import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies and load balancers cut a connection idle for a minute; a comment line keeps it open. */
export const HEARTBEAT_MS = 20_000;

export interface EventStream {
  send(event: { id: number; type: string; data: unknown }): void;
  /** Ends the stream; the client is expected to reconnect. */
  close(): void;
  /** Runs once the stream is over, whoever ended it. */
  onClose(listener: () => void): void;
}

export interface EventStreamOptions {
  /** When the caller's token runs out: the client reconnects with a fresh one. */
  closeAt: Date;
  heartbeatMs?: number;
  /**
   * Asked every `everyMs` whether the caller's session still stands (logout, password reset,
   * removal from the team end it on any instance, through the database); the stream ends
   * when it says no or throws.
   */
  recheck?: { everyMs: number; stillValid: () => Promise<boolean> };
}

/**
 * Responds to the request with a `text/event-stream` (server-sent events) that stays open: a
 * comment line every `heartbeatMs`, and closed once the caller's session ends: at `closeAt`
 * at the latest, and within `recheck.everyMs` of a revocation.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { closeAt, heartbeatMs = HEARTBEAT_MS, recheck }: EventStreamOptions,
): EventStream {
  reply.hijack();
  const response = reply.raw;
  // The headers the app's hooks have set so far (security headers, CORS) go out too.
  response.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise hold events back in its buffer.
    'x-accel-buffering': 'no',
  });
  response.write(': tersambung\n\n');

  const listeners: (() => void)[] = [];
  let open = true;
  const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs);
  const expiry = setTimeout(close, Math.max(0, closeAt.getTime() - Date.now()));
  let checking = false;
  const rechecking =
    recheck &&
    setInterval(() => {
      if (checking) return;
      checking = true;
      recheck
        .stillValid()
        .catch(() => false)
        .then((valid) => {
          checking = false;
          if (!valid) close();
        });
    }, recheck.everyMs);

  function finish(): void {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    clearInterval(rechecking);
    for (const listener of listeners) listener();
  }

  function close(): void {
    if (open) response.end();
    finish();
  }

  request.raw.on('close', finish);
  response.on('close', finish);

  return {
    send({ id, type, data }) {
      if (!open) return;
      response.write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    onClose(listener) {
      listeners.push(listener);
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * A server-sent events client for tests: what a board reads from GET /api/admin/events.
 * Keeps every event and comment line that arrived, so a test waits for one by type.
 */
export async function openEventStream(
  url: string,
  token: string,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  let buffer = '';

  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event: StreamEvent = { event: 'message', id: undefined, data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'event') event.event = value;
            if (field === 'id') event.id = value;
            if (field === 'data') event.data += value;
            if (field === 'event' || field === 'data') isEvent = true;
          }
          if (isEvent) events.push(event);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
    }
  })();

  async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await sleep(20);
    }
  }

  return {
    response,
    events,
    comments,
    get ended() {
      return ended;
    },
    /** The first event of `type` about order `orderId` (any order when none is given). */
    next(type: string, orderId?: number) {
      return until(
        () =>
          events.find(
            (event) =>
              event.event === type &&
              (orderId === undefined || (JSON.parse(event.data) as { id: number }).id === orderId),
          ),
        `${type} for order ${orderId ?? 'any'}`,
      );
    },
    /** Resolves once the server has ended the stream. */
    async whenEnded(timeoutMs = 5_000) {
      await until(() => (ended ? true : undefined), 'the stream to end', timeoutMs);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

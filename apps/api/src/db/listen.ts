import type { PGlite } from '@electric-sql/pglite';

export interface NotificationHandlers {
  /** Each payload sent with NOTIFY on the channel, once its transaction has committed. */
  onMessage(payload: string): void;
  /** The listening connection was lost: nothing is heard until `onReconnect`. */
  onLost?(): void;
  /**
   * The listening connection was lost and is back: whatever was notified meanwhile is gone,
   * so listeners catch up another way.
   */
  onReconnect?(): void;
  /** The listening connection failed (it is being reopened). */
  onError?(error: unknown): void;
}

/** Stops listening; safe to call more than once. */
export type StopListening = () => Promise<void>;

/** In the embedded database NOTIFY reaches listeners in this same process. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  { onMessage }: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, onMessage);
  let stopped = false;
  return async () => {
    if (stopped || client.closed) return;
    stopped = true;
    await unlisten();
  };
}

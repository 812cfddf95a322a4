import https from 'node:https';
import type { PushPayload } from '@dapur/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PushKeysRepository, VapidKeys } from './push-keys.repository';
import type { PushDevice, PushSubscriptionsRepository } from './push-subscriptions.repository';
import { loadWebPush, type WebPush } from './web-push-library';

/** How long a push service keeps a push for a phone that is off: a night, for tomorrow's orders. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service silent this long is given up on, so a hanging one cannot pile up sends. */
export const PUSH_TIMEOUT_MS = 10_000;

/** How the server reaches push services; tests point it at their own. */
export interface PushServiceOptions {
  /** Certificates trusted for push services instead of Node's own (a test's stand-in service). */
  ca?: string | Buffer;
  /** Overrides PUSH_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface PushSenderOptions {
  keys: PushKeysRepository;
  subscriptions: PushSubscriptionsRepository;
  /** The VAPID `sub`: config.pushSubject. */
  subject: string;
  log: FastifyBaseLogger;
  service?: PushServiceOptions;
}

/**
 * Sends pushes with web-push (RFC 8030 delivery, RFC 8291 aes128gcm, RFC 8292 VAPID) over
 * connections of its own, so that `stop` can cut the ones still open at shutdown. A device
 * its push service says is gone (404, 410) is deleted; any other failure is logged with the
 * push service's origin only (the rest of the URL identifies the device) and dropped.
 */
export function createPushSender({
  keys,
  subscriptions,
  subject,
  log,
  service = {},
}: PushSenderOptions) {
  const agent = new https.Agent(service.ca ? { ca: service.ca } : {});
  const timeout = service.timeoutMs ?? PUSH_TIMEOUT_MS;
  let stopped = false;

  async function pushTo(
    webPush: WebPush,
    vapid: VapidKeys,
    device: PushDevice,
    body: string,
  ): Promise<boolean> {
    const pushService = originOf(device.endpoint);
    try {
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        body,
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout,
          agent,
        },
      );
      return true;
    } catch (error) {
      const statusCode = error instanceof webPush.WebPushError ? error.statusCode : undefined;
      if (statusCode === 404 || statusCode === 410) {
        await subscriptions.removeGone(device);
        log.info({ pushService, statusCode }, 'Push subscription gone: removed');
      } else if (stopped) {
        log.info({ pushService }, 'Push given up: the server is shutting down');
      } else {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ pushService, statusCode, reason }, 'Push not delivered');
      }
      return false;
    }
  }

  return {
    /** Pushes the payload to each device at once; resolves with how many push services took it. */
    async send(devices: PushDevice[], payload: PushPayload): Promise<number> {
      if (stopped || devices.length === 0) return 0;
      const [webPush, vapid] = await Promise.all([loadWebPush(), keys.find()]);
      if (!vapid) throw new Error('No push key pair in the database');
      // Stopped while loading: no connection may open after `stop` has closed the others.
      if (stopped) return 0;
      const body = JSON.stringify(payload);
      const delivered = await Promise.all(
        devices.map((device) => pushTo(webPush, vapid, device, body)),
      );
      return delivered.filter(Boolean).length;
    },

    /** At shutdown: nothing more is sent, and pushes still waiting for a response end now. */
    stop(): void {
      stopped = true;
      agent.destroy();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

/** `https://fcm.googleapis.com`: which push service, not which device. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unreadable endpoint';
  }
}

/**
 * Web Push on this device, as the browser offers it: whether it can, whether the family allowed
 * it, and the subscription of the app's service worker (src/service-worker/sw.ts shows the
 * messages). The server's side is in ../api/device-push.ts.
 */

/**
 * - `supported`: this browser can receive pushes.
 * - `ios-not-installed`: an iPhone or iPad, where only the shop added to the home screen can.
 * - `ios-too-old`: added to the home screen, but iOS is older than 16.4.
 * - `unsupported`: any other browser without Web Push.
 */
export type PushSupport = 'supported' | 'ios-not-installed' | 'ios-too-old' | 'unsupported';

/** Which instructions fit: where to allow notifications, whether they come with it closed. */
export type DevicePlatform = 'android' | 'ios' | 'other';

export interface DevicePush {
  support: PushSupport;
  platform: DevicePlatform;
  /** The browser's notification permission; null where there is no Web Push. */
  permission: NotificationPermission | null;
  /** This device holds a subscription and may show notifications. */
  subscribed: boolean;
}

export type DevicePushFailure = 'blocked' | 'dismissed' | 'not-ready' | 'push-service';

/** A step on the device that failed, named so that the page can say what to do. */
export class DevicePushError extends Error {
  override readonly name = 'DevicePushError';

  constructor(
    readonly code: DevicePushFailure,
    options?: ErrorOptions,
  ) {
    super(`Web Push on this device: ${code}`, options);
  }
}

/** How long turning on waits for the service worker, which the app installs after `load`. */
export const WORKER_READY_TIMEOUT_MS = 10_000;

export function devicePlatform(): DevicePlatform {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS presents itself as a Mac; a Mac has no touch screen.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) {
    return 'ios';
  }
  return /Android/.test(userAgent) ? 'android' : 'other';
}

/** Opened from the home screen (or as an installed app), not in a browser tab. */
function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushSupport(platform: DevicePlatform): PushSupport {
  if (platform === 'ios' && !isInstalled()) return 'ios-not-installed';
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (supported) return 'supported';
  return platform === 'ios' ? 'ios-too-old' : 'unsupported';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    // No worker can be read here (a private window, say): nothing is subscribed.
    return null;
  }
}

/** What this device can do and has done; never throws. */
export async function readDevicePush(): Promise<DevicePush> {
  const platform = devicePlatform();
  const support = pushSupport(platform);
  if (support !== 'supported') return { support, platform, permission: null, subscribed: false };
  const { permission } = Notification;
  const subscription = await currentSubscription();
  return {
    support,
    platform,
    permission,
    subscribed: subscription !== null && permission === 'granted',
  };
}

/**
 * Asks for the permission at once, inside the tap: Safari shows its prompt only then. Where it
 * was given or refused before, the browser answers without a prompt.
 */
export async function requestNotificationPermission(): Promise<NotificationPermission> {
  // Called before the first `await`: still inside the tap.
  return await Notification.requestPermission();
}

/** The worker that receives the pushes, once it is active (the app registers it after `load`). */
export async function readyRegistration(
  timeoutMs = WORKER_READY_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DevicePushError('not-ready')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A base64url key (the server's VAPID public key) as the bytes `subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key: one made with another is of no use. */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The push service's subscription for this device, made with the shop's key. */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && madeWithKey(existing, key)) return existing;
    // Made with another key (the shop's was replaced): the browser refuses a second one.
    await existing?.unsubscribe();
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch (error) {
    const refused = error instanceof DOMException && error.name === 'NotAllowedError';
    throw new DevicePushError(refused ? 'blocked' : 'push-service', { cause: error });
  }
}

import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionBody } from '@dapur/shared';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * The stand-in push service's certificate (self-signed for 127.0.0.1, valid until 2126):
 * the app under test trusts it through `buildApp({ pushService: { ca } })`, nothing else does.
 */
export const PUSH_SERVICE_CA = fixture('push-service.cert.pem');

/** What the push service answers a device's pushes with: a status, or nothing at all. */
export type PushServiceResponse = number | 'hang';

export interface ReceivedPush {
  /** `/push/<device>`: which device it is for. */
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's subscription: the push service's URL, and the keys only the browser holds. */
export interface Device {
  path: string;
  endpoint: string;
  /** What the browser's `PushSubscription.toJSON()` gives (and the app is sent). */
  subscription: PushSubscriptionBody;
  ecdh: ECDH;
  authSecret: Buffer;
}

/**
 * A push service on 127.0.0.1 over HTTPS (RFC 8030): it keeps every push it is sent and
 * answers each device's as the test says (201 unless told otherwise).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const responses = new Map<string, PushServiceResponse>();
  const hanging = new Set<ServerResponse>();
  const waiting: { path: string; count: number; resolve: (push: ReceivedPush) => void }[] = [];

  const server = https.createServer(
    { key: fixture('push-service.key.pem'), cert: PUSH_SERVICE_CA },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const push: ReceivedPush = {
          path: request.url ?? '',
          method: request.method ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        };
        received.push(push);
        const answer = responses.get(push.path) ?? 201;
        if (answer === 'hang') hanging.add(response);
        else response.writeHead(answer).end();
        for (const waiter of [...waiting]) {
          if (pushesTo(waiter.path).length >= waiter.count) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(push);
          }
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function pushesTo(path: string): ReceivedPush[] {
    return received.filter((push) => push.path === path);
  }

  return {
    /** `https://127.0.0.1:PORT`: the audience of the VAPID token. */
    origin,
    received,
    pushesTo,

    /** A new browser subscribed at this service, with its own keys; its pushes get `respond`. */
    device(name: string, respond: PushServiceResponse = 201): Device {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys().toString('base64url');
      const authSecret = randomBytes(16);
      const path = `/push/${name}`;
      responses.set(path, respond);
      const endpoint = `${origin}${path}`;
      return {
        path,
        endpoint,
        subscription: { endpoint, keys: { p256dh, auth: authSecret.toString('base64url') } },
        ecdh,
        authSecret,
      };
    },

    respond(device: Device, respond: PushServiceResponse): void {
      responses.set(device.path, respond);
    },

    /** Resolves when the device has had `count` pushes in all (at once if it has). */
    pushArrives(device: Device, count = pushesTo(device.path).length + 1): Promise<ReceivedPush> {
      const already = pushesTo(device.path);
      if (already.length >= count) return Promise.resolve(already[count - 1]!);
      return new Promise((resolve) => waiting.push({ path: device.path, count, resolve }));
    },

    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * The payload as the browser reads it: RFC 8291 (Web Push encryption) over RFC 8188
 * (`aes128gcm`), with the device's own private key and auth secret.
 */
export function decryptPush(device: Device, body: Buffer): string {
  // The RFC 8188 header: salt (16), record size (4), key id length (1), key id.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`The key id is the sender's P-256 key: ${keyIdLength}`);
  if (ciphertext.length > recordSize) throw new Error('A push this small fits one record');

  const ecdhSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The record lacks the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) and checks the JWT's ES256
 * signature with `publicKey` (base64url, uncompressed P-256); throws unless it holds.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('The VAPID key is not the shop’s');

  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify');
  const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`Unexpected JWT header ${alg} ${typ}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as VapidClaims;
}

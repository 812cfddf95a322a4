import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH, pushMessages } from '../push';
import { successBody } from './envelope';
import { trimmedTextSchema } from './fields';

/** `GET /admin/push/key`: the shop's VAPID public key, base64url, as `subscribe()` takes it. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
export const pushKeyResponseSchema = successBody(pushKeySchema);

/** Printable ASCII without spaces: what browsers hand out, and what an index keeps whole. */
const URL_CHARACTERS = /^[\x21-\x7e]+$/;

function isHttpsUrl(value: string): boolean {
  if (!URL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const endpointText = z
  .string({ error: pushMessages.endpointRequired })
  .trim()
  .min(1, { message: pushMessages.endpointRequired, abort: true })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { message: pushMessages.endpointTooLong, abort: true })
  .meta(trimmedTextSchema(PUSH_ENDPOINT_MAX_LENGTH, 'any', true));

/** A push service's URL as browsers hand it out: https, no credentials, printable ASCII. */
const pushEndpointField = endpointText.refine(isHttpsUrl, pushMessages.endpointNotHttps);

/**
 * base64url as browsers write it (no padding; padding is accepted and dropped). The first
 * character of a P-256 key is `B`: its first byte is 0x04, an uncompressed point.
 */
const P256DH = /^B[\w-]{86}=?$/;
const AUTH = /^[\w-]{22}(==)?$/;
const withoutPadding = (value: string) => value.replace(/=+$/, '');

/**
 * `POST /admin/push/subscriptions`: the browser's `PushSubscription.toJSON()`. Its
 * `expirationTime` (and anything else) is not read.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointField,
  keys: z.object(
    {
      p256dh: z
        .string({ error: pushMessages.p256dhInvalid })
        .regex(P256DH, pushMessages.p256dhInvalid)
        .transform(withoutPadding),
      auth: z
        .string({ error: pushMessages.authInvalid })
        .regex(AUTH, pushMessages.authInvalid)
        .transform(withoutPadding),
    },
    { error: pushMessages.keysRequired },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** 201: the subscription as stored (one per endpoint). */
export const pushSubscriptionResponseSchema = successBody(z.object({ endpoint: z.string() }));

/**
 * `DELETE /admin/push/subscriptions`: the caller's device that no longer wants pushes. An
 * endpoint no subscription could have (not https) is a 422; any other unknown one is fine.
 */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointField });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

/** `POST /admin/push/test`: how many of the caller's devices the test push was sent to. */
export const pushTestResultSchema = z.object({ sent: z.number().int().min(0) });
export type PushTestResult = z.infer<typeof pushTestResultSchema>;
export const pushTestResponseSchema = successBody(pushTestResultSchema);

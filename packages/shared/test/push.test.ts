import { describe, expect, it } from 'vitest';
import { pushMessages } from '../src/push';
import { pushSubscriptionBodySchema } from '../src/schemas/push';

/** What Chrome's `PushSubscription.toJSON()` gives (a real P-256 key and auth secret). */
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH-contoh',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('pushSubscriptionBodySchema', () => {
  it('reads a browser subscription, leaving out what it does not need', () => {
    expect(pushSubscriptionBodySchema.parse(subscription)).toEqual({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
  });

  it('takes padded base64url too, and stores it unpadded', () => {
    const padded = {
      ...subscription,
      keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` },
    };
    expect(pushSubscriptionBodySchema.parse(padded).keys).toEqual(subscription.keys);
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', pushMessages.endpointNotHttps],
    ['fcm.googleapis.com/fcm/send/x', pushMessages.endpointNotHttps],
    ['https://fcm.googleapis.com/fcm/send/ä', pushMessages.endpointNotHttps],
    [' ', pushMessages.endpointRequired],
    [`https://fcm.googleapis.com/${'x'.repeat(2048)}`, pushMessages.endpointTooLong],
  ])('refuses the endpoint %j', (endpoint, message) => {
    const result = pushSubscriptionBodySchema.safeParse({ ...subscription, endpoint });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    [{ p256dh: subscription.keys.p256dh.slice(1) }, pushMessages.p256dhInvalid],
    [{ p256dh: `A${subscription.keys.p256dh.slice(1)}` }, pushMessages.p256dhInvalid],
    [{ auth: subscription.keys.auth.slice(2) }, pushMessages.authInvalid],
    [{ auth: `${subscription.keys.auth}AA` }, pushMessages.authInvalid],
  ])('refuses the keys %j', (keys, message) => {
    const result = pushSubscriptionBodySchema.safeParse({
      ...subscription,
      keys: { ...subscription.keys, ...keys },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

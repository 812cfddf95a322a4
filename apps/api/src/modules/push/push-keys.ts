import { loadWebPush } from './web-push-library';
import type { PushKeysRepository, VapidKeys } from './push-keys.repository';

/**
 * The shop's VAPID key pair, made the first time a server starts on the database and kept
 * there: every instance signs with it, and a phone's subscription outlives restarts.
 * Instances starting at once each make a pair; the first stored wins and all read it.
 */
export async function ensurePushKeys(keys: PushKeysRepository): Promise<VapidKeys> {
  const stored = await keys.find();
  if (stored) return stored;
  const { generateVAPIDKeys } = await loadWebPush();
  await keys.insertIfMissing(generateVAPIDKeys());
  const kept = await keys.find();
  if (!kept) throw new Error('The push key pair was stored but cannot be read back');
  return kept;
}

import type { ToastLink, ToastMessage } from './use-toast';

/**
 * A message carried to the next page in the navigation state, e.g. "the restaurant will check
 * your payment" shown on home: `navigate('/', { state: flashState({ tone: 'success', text }) })`.
 */
export function flashState(message: ToastMessage): { flash: ToastMessage } {
  return { flash: message };
}

/** The message a navigation carried, if any. */
export function readFlash(state: unknown): ToastMessage | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = state.flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { tone, text, link } = flash as Record<string, unknown>;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  const onwards = readLink(link);
  return onwards ? { tone, text, link: onwards } : { tone, text };
}

function readLink(link: unknown): ToastLink | null {
  if (typeof link !== 'object' || link === null) return null;
  const { to, label } = link as Record<string, unknown>;
  // Only a path inside the app: the state may have been written by anyone with the history.
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
  if (typeof label !== 'string' || label === '') return null;
  return { to, label };
}

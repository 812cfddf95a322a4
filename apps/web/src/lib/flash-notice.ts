import type { ToastMessage } from './use-toast';

/**
 * A message carried to the next page in the navigation state, e.g. "payment received"
 * shown on home: `navigate('/', { state: flashState({ tone: 'success', text }) })`.
 */
export function flashState(message: ToastMessage): { flash: ToastMessage } {
  return { flash: message };
}

/** The message a navigation carried, if any. */
export function readFlash(state: unknown): ToastMessage | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash = state.flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { tone, text } = flash as Record<string, unknown>;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  return { tone, text };
}

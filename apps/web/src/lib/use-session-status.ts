import { useSyncExternalStore } from 'react';
import { tokenStore, type SessionStatus } from './token-store';

/** Whether a customer is logged in, kept in step with the stored token (also across tabs). */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.status, () => 'signed-out');
}

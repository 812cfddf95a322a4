import { useCallback, useRef } from 'react';
import { randomUuid } from './random-uuid';

/**
 * The `Idempotency-Key` for a submission: a new random one for each new payload, the same one
 * when the same payload is sent again (a double tap, a retry after a lost response), so the
 * server returns the first order instead of making a second.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return useCallback((payload: unknown): string => {
    const serialized = JSON.stringify(payload);
    if (last.current?.payload !== serialized) {
      last.current = { payload: serialized, key: randomUuid() };
    }
    return last.current.key;
  }, []);
}

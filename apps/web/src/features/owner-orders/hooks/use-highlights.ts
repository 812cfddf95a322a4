import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Ids marked with a reason for `durationMs` each (a new order, a payment to check: it stands
 * out for a while, then looks like the rest). Marking an id again restarts its time.
 */
export function useHighlights<Reason>(durationMs: number) {
  const [reasons, setReasons] = useState<ReadonlyMap<number, Reason>>(() => new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  /**
   * Ends `id`'s mark; with `reason`, only a mark for that reason. Decided on the marks as
   * they are when it runs, not as the last render saw them: two events can come quicker.
   */
  const remove = useCallback((id: number, reason?: Reason) => {
    setReasons((current) => {
      if (!current.has(id) || (reason !== undefined && current.get(id) !== reason)) {
        return current;
      }
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const add = useCallback(
    (id: number, reason: Reason) => {
      clearTimeout(timers.current.get(id));
      setReasons((current) => new Map(current).set(id, reason));
      timers.current.set(
        id,
        setTimeout(() => remove(id), durationMs),
      );
    },
    [durationMs, remove],
  );

  return { reasons, add, remove };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Ids marked for `durationMs` each (a new order stands out for a while, then looks like the rest). */
export function useHighlights(durationMs: number) {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const add = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      setIds((current) => new Set(current).add(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setIds((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          });
        }, durationMs),
      );
    },
    [durationMs],
  );

  return { ids, add };
}

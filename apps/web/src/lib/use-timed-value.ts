import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that clears itself `durationMs` after it was last shown (spec §4: notices last 3 s). */
export function useTimedValue<T>(durationMs: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);

  return { value, show, hide };
}

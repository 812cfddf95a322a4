import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `intervalMs`: ages ("5 menit lalu") move on and "today" turns
 * over at midnight on a board left open. A chain of timeouts, so a test's clock can drive it.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}

import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * Navigates after a pause (spec §4: "goes to login after 3 s"), so the customer can read
 * the message first. Leaving the page before then cancels it.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: To, delayMs: number, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}

import { useEffect, useRef } from 'react';

/**
 * While `unseen` orders wait, `play` sounds at once for each newcomer and again every
 * `everyMs` until they are acknowledged: a chime heard once over a busy kitchen is easily
 * missed, one that keeps coming back is not (decision 058).
 */
export function useRepeatingChime(unseen: number, play: () => void, everyMs: number) {
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  });
  const heard = useRef(0);

  useEffect(() => {
    if (unseen === 0) {
      heard.current = 0;
      return;
    }
    if (unseen > heard.current) playRef.current();
    heard.current = unseen;
    let timer: ReturnType<typeof setTimeout>;
    const again = () => {
      timer = setTimeout(() => {
        playRef.current();
        again();
      }, everyMs);
    };
    again();
    return () => clearTimeout(timer);
  }, [unseen, everyMs]);
}

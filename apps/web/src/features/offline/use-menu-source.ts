import { useEffect, useState } from 'react';
import { isMenuSourceMessage } from '../../service-worker/cache-rules';

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Whether the phone is online (the browser's online / offline events), and whether the last
 * menu response came from the copy the service worker saved (it says so after each one,
 * src/service-worker/sw.ts) rather than from the server.
 */
export function useMenuSource(): { online: boolean; savedMenu: boolean } {
  const [online, setOnline] = useState(isOnline);
  const [savedMenu, setSavedMenu] = useState(false);

  useEffect(() => {
    const update = () => setOnline(isOnline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (isMenuSourceMessage(event.data)) setSavedMenu(event.data.source === 'saved');
    };
    worker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      worker?.removeEventListener('message', onMessage);
    };
  }, []);

  return { online, savedMenu };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from '../lib/chime';

/** Remembered on this device: the family turns the sound on once per phone or tablet. */
export const SOUND_STORAGE_KEY = 'dapur-owner-sound';

function audioContextClass(): typeof AudioContext | undefined {
  return typeof window.AudioContext === 'function' ? window.AudioContext : undefined;
}

function readWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeWanted(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    else window.localStorage.removeItem(SOUND_STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts until the page closes.
  }
}

/**
 * The chime for a new order or a payment to check. Browsers let a page make sound only after a tap, so the family
 * turns it on with a button (which also plays it once, to hear it); after a reload, the
 * first tap anywhere on the page wakes the sound up again.
 */
export function useNewOrderSound() {
  const supported = audioContextClass() !== undefined;
  const [enabled, setEnabled] = useState(() => supported && readWanted());
  const context = useRef<AudioContext | null>(null);

  const wake = useCallback((): AudioContext | null => {
    const Context = audioContextClass();
    if (!Context) return null;
    context.current ??= new Context();
    if (context.current.state === 'suspended') void context.current.resume().catch(() => {});
    return context.current;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const wakeOnce = () => wake();
    document.addEventListener('pointerdown', wakeOnce, { once: true });
    document.addEventListener('keydown', wakeOnce, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wakeOnce);
      document.removeEventListener('keydown', wakeOnce);
    };
  }, [enabled, wake]);

  useEffect(
    () => () => {
      void context.current?.close().catch(() => {});
      context.current = null;
    },
    [],
  );

  const enable = useCallback(() => {
    writeWanted(true);
    setEnabled(true);
    const ready = wake();
    if (ready) playChime(ready);
  }, [wake]);

  const disable = useCallback(() => {
    writeWanted(false);
    setEnabled(false);
  }, []);

  const play = useCallback(() => {
    if (!enabled) return;
    const ready = wake();
    if (ready) playChime(ready);
  }, [enabled, wake]);

  return { supported, enabled, enable, disable, play };
}

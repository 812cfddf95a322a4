import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from '../lib/chime';

/** Remembered on this device: the family chooses the sound once per phone or tablet ('on' or 'off'). */
export const SOUND_STORAGE_KEY = 'dapur-owner-sound';
/** How long a board opened with the sound on waits for the browser to let it play before asking for a tap. */
export const SOUND_CHECK_MS = 1_000;

type Choice = 'on' | 'off' | null;

/**
 * - `on`: the family wants sound and the browser plays it;
 * - `blocked`: the family wants sound, but the browser waits for a tap on this page first;
 * - `ask`: never chosen on this device;
 * - `off`: the family turned it off here;
 * - `unsupported`: no Web Audio.
 */
export type SoundState = 'on' | 'blocked' | 'ask' | 'off' | 'unsupported';

function audioContextClass(): typeof AudioContext | undefined {
  return typeof window.AudioContext === 'function' ? window.AudioContext : undefined;
}

function readChoice(): Choice {
  try {
    const stored = window.localStorage.getItem(SOUND_STORAGE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
}

function writeChoice(choice: 'on' | 'off'): void {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice lasts until the page closes.
  }
}

/**
 * The chime for new orders and payments to check. Browsers let a page make sound only after
 * a tap on it (or when they trust the site), so: the family's choice is kept on the device; a
 * board opened with the sound on tries to play at once, and asks for one tap ("Aktifkan
 * suara") only if the browser holds the sound back. Any tap on the page also wakes it.
 */
export function useNewOrderSound() {
  const supported = audioContextClass() !== undefined;
  const [choice, setChoice] = useState<Choice>(() => (supported ? readChoice() : null));
  // Undefined until the browser has had a moment to say: no prompt flashes by meanwhile.
  const [running, setRunning] = useState<boolean | undefined>(undefined);
  const context = useRef<AudioContext | null>(null);

  const wake = useCallback((): AudioContext | null => {
    const Context = audioContextClass();
    if (!Context) return null;
    if (!context.current) {
      const created = new Context();
      context.current = created;
      const update = () => setRunning(created.state === 'running');
      created.onstatechange = update;
      setTimeout(update, SOUND_CHECK_MS);
    }
    const current = context.current;
    // Outside a tap a refusing browser leaves this pending: `onstatechange` tells when it runs.
    void current
      .resume()
      .then(() => setRunning(current.state === 'running'))
      .catch(() => {});
    return current;
  }, []);

  useEffect(() => {
    if (choice !== 'on') return;
    wake();
    const wakeOnce = () => wake();
    document.addEventListener('pointerdown', wakeOnce, { once: true });
    document.addEventListener('keydown', wakeOnce, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wakeOnce);
      document.removeEventListener('keydown', wakeOnce);
    };
  }, [choice, wake]);

  useEffect(
    () => () => {
      void context.current?.close().catch(() => {});
      context.current = null;
    },
    [],
  );

  /** The family's tap: the sound is on from now on, on this device, and plays once to be heard. */
  const enable = useCallback(() => {
    writeChoice('on');
    setChoice('on');
    const ready = wake();
    if (ready) playChime(ready);
  }, [wake]);

  const disable = useCallback(() => {
    writeChoice('off');
    setChoice('off');
  }, []);

  const play = useCallback(() => {
    if (choice !== 'on') return;
    const ready = wake();
    if (ready) playChime(ready);
  }, [choice, wake]);

  let state: SoundState;
  if (!supported) state = 'unsupported';
  else if (choice === 'on') state = running === false ? 'blocked' : 'on';
  else state = choice === 'off' ? 'off' : 'ask';

  return { state, enable, disable, play };
}

import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { SoundState } from '../hooks/use-new-order-sound';
import { boardMessages } from '../messages';
import { BellIcon } from './sound-toggle';

/** The sound needs the family's tap: never chosen on this device, or held back by the browser. */
export function soundNeedsTap(state: SoundState): state is 'ask' | 'blocked' {
  return state === 'ask' || state === 'blocked';
}

function SoundHint({ state }: { state: 'ask' | 'blocked' }) {
  return <p>{state === 'blocked' ? boardMessages.soundBlocked : boardMessages.soundAsk}</p>;
}

/**
 * Above the "Baru" group while unseen orders wait: "2 pesanan baru", one tap to mark them all
 * seen (which stops the chime on every phone), and the tap the browser needs for sound, asked
 * here only when it is needed.
 */
export function NewOrdersBanner({
  count,
  sound,
  onEnableSound,
  onAcknowledge,
  acknowledging,
  failed,
}: {
  count: number;
  sound: SoundState;
  onEnableSound: () => void;
  onAcknowledge: () => void;
  acknowledging: boolean;
  failed: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-turmeric-400 p-4 text-bark-900 shadow-md sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold">
        <BellIcon />
        {boardMessages.newOrders(count)}
      </h2>
      {soundNeedsTap(sound) ? <SoundHint state={sound} /> : <p>{boardMessages.newOrdersHint}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={onAcknowledge} disabled={acknowledging}>
          {boardMessages.acknowledge}
        </Button>
        {soundNeedsTap(sound) ? (
          <Button size="lg" variant="secondary" onClick={onEnableSound}>
            <BellIcon />
            {boardMessages.soundOn}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="rounded-lg bg-white px-3 py-2 font-semibold text-danger-700">
          {boardMessages.acknowledgeFailed}
        </p>
      ) : null}
    </section>
  );
}

/** No new orders, and the sound is not ready: ask for the tap now, before the next order. */
export function SoundPrompt({
  state,
  onEnable,
}: {
  state: 'ask' | 'blocked';
  onEnable: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-200 bg-white p-4 text-ink">
      <SoundHint state={state} />
      <Button variant="secondary" onClick={onEnable}>
        <BellIcon />
        {boardMessages.soundOn}
      </Button>
    </div>
  );
}

import { Button } from '../../../components/ui/button';
import type { SoundState } from '../hooks/use-new-order-sound';
import { boardMessages } from '../messages';

export function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 shrink-0">
      <path
        d="M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 21h4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The sound as the family chose it on this device: on (with the way to turn it off) or off
 * (with the way back). Not chosen yet, or held back by the browser: the board asks in its
 * banner instead (`SoundPrompt`, `NewOrdersBanner`).
 */
export function SoundToggle({
  state,
  onEnable,
  onDisable,
}: {
  state: SoundState;
  onEnable: () => void;
  onDisable: () => void;
}) {
  if (state === 'off') {
    return (
      <Button variant="secondary" onClick={onEnable}>
        <BellIcon />
        {boardMessages.soundOn}
      </Button>
    );
  }
  if (state !== 'on') return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink-muted">{boardMessages.soundActive}</span>
      <Button variant="ghost" onClick={onDisable}>
        {boardMessages.soundOff}
      </Button>
    </div>
  );
}

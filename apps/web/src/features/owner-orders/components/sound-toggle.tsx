import { Button } from '../../../components/ui/button';
import { boardMessages } from '../messages';

/** Browsers play sound only after a tap: the family turns the new-order chime on once. */
export function SoundToggle({
  supported,
  enabled,
  onEnable,
  onDisable,
}: {
  supported: boolean;
  enabled: boolean;
  onEnable: () => void;
  onDisable: () => void;
}) {
  if (!supported) return null;
  if (!enabled) {
    return (
      <Button variant="secondary" onClick={onEnable}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
          <path
            d="M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 21h4"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {boardMessages.soundOn}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink-muted">{boardMessages.soundActive}</span>
      <Button variant="ghost" onClick={onDisable}>
        {boardMessages.soundOff}
      </Button>
    </div>
  );
}

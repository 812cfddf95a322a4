import { Button } from '../../../components/ui/button';

export interface MoveRemoveButtonsProps {
  /** Names the item in each button's label: "grup Bagian", "Paha". */
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

// aria-disabled rather than disabled at the ends: the button just moved keeps the focus.
const endClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * Up, down and remove for one item of an ordered list: buttons a thumb can hit, since
 * dragging is awkward on a phone and out of reach for a keyboard.
 */
export function MoveRemoveButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: MoveRemoveButtonsProps) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        aria-label={`Naikkan ${what}`}
        aria-disabled={index === 0 || undefined}
        className={endClasses}
        onClick={() => index > 0 && onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={`Turunkan ${what}`}
        aria-disabled={index === count - 1 || undefined}
        className={endClasses}
        onClick={() => index < count - 1 && onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={`Hapus ${what}`}
        className="text-danger-700 hover:bg-danger-50"
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  );
}

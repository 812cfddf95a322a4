import { ownerMenuMessages } from '../messages';

/** "Habis" in words beside a sold-out dish's name, not only a switch's colour. */
export function SoldOutBadge() {
  return (
    <span className="rounded-full border border-ink-muted/40 bg-cream-100 px-2 py-0.5 text-xs font-semibold text-ink">
      {ownerMenuMessages.soldOut}
    </span>
  );
}

import { clsx } from 'clsx';
import type { StreamStatus } from '../lib/order-event-stream';
import { boardMessages } from '../messages';

const texts: Record<StreamStatus, { label: string; hint?: string; dot: string }> = {
  connecting: { label: boardMessages.connecting, dot: 'bg-cream-300' },
  live: { label: boardMessages.live, hint: boardMessages.liveHint, dot: 'bg-green-700' },
  reconnecting: {
    label: boardMessages.reconnecting,
    hint: boardMessages.reconnectingHint,
    dot: 'bg-turmeric-400',
  },
};

/** Whether new orders arrive by themselves right now, in words (the dot only repeats it). */
export function LiveStatus({ status }: { status: StreamStatus }) {
  const { label, hint, dot } = texts[status];
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
      <span aria-hidden="true" className={clsx('size-3 shrink-0 rounded-full', dot)} />
      <span className="font-semibold">{label}</span>
      {hint ? <span className="text-ink-muted">{hint}</span> : null}
    </p>
  );
}

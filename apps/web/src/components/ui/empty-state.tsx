import type { ReactNode } from 'react';

/** A calm message for a list with nothing in it, with an optional way onwards. */
export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-cream-300 bg-white p-6">
      <p className="text-lg text-ink">{message}</p>
      {action}
    </div>
  );
}

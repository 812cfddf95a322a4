import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export interface NoticeProps {
  tone: 'success' | 'error';
  /** One message, or several shown as a list (a 422's flattened field messages). */
  children: ReactNode;
  className?: string;
}

/**
 * A message about what just happened, announced when it appears: politely for success
 * (role=status), at once for an error (role=alert).
 */
export function Notice({ tone, children, className }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-xl border p-4 font-medium',
        tone === 'error'
          ? 'border-danger-700/30 bg-danger-50 text-danger-700'
          : 'border-green-700/30 bg-green-50 text-green-800',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Several messages in one notice; a single one reads as a plain sentence. */
export function MessageList({ messages }: { messages: string[] }) {
  if (messages.length === 1) return <p>{messages[0]}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

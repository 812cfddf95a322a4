import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorAlertProps {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** An inline error with an optional retry, announced when it appears. */
export function ErrorAlert({ message, onRetry, retryLabel = 'Coba Lagi' }: ErrorAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-danger-700/30 bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-danger-700">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

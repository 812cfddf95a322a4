import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format-price';
import { paymentMessages } from '../messages';

/**
 * The amount to pay, large, with a button that copies it as digits ("55000"), which is what
 * an e-wallet's amount field takes, for an app that still asks.
 */
export function AmountCopy({ amount }: { amount: number }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  async function copyAmount() {
    try {
      await navigator.clipboard.writeText(String(amount));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-ink-muted">{paymentMessages.amountLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold tracking-tight text-ink">{formatPrice(amount)}</p>
        <Button
          variant="secondary"
          aria-label={paymentMessages.copyAmountLabel}
          onClick={() => void copyAmount()}
        >
          {paymentMessages.copyAmount}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-6 text-sm text-ink-muted">
        {copy === 'copied'
          ? paymentMessages.copied
          : copy === 'failed'
            ? paymentMessages.copyFailed
            : null}
      </p>
    </div>
  );
}

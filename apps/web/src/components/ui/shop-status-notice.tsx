import { clsx } from 'clsx';
import { useShopStatus } from '../../lib/shop-slots';

/**
 * On every page that sells: while the shop is closed, paused or about to close, the
 * server's reason, which says when it opens again and that a later time can still be
 * ordered. Nothing while an order for as soon as possible is taken, or before the response.
 */
export function ShopStatusNotice({ className }: { className?: string }) {
  const { closedReason } = useShopStatus();
  if (!closedReason) return null;
  return (
    <div
      role="status"
      className={clsx(
        'flex items-start gap-3 rounded-xl border border-turmeric-400 bg-turmeric-400/25 p-4 font-medium text-brand-900',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="mt-0.5 size-5 shrink-0">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{closedReason}</p>
    </div>
  );
}

/** The same, as a strip at the top of a page, in the page's width (the menu's pages). */
export function ShopStatusBanner() {
  const { closedReason } = useShopStatus();
  if (!closedReason) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
      <ShopStatusNotice />
    </div>
  );
}

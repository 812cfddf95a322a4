import { useState } from 'react';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderEvents } from '../api/use-order-events';
import { BoardFilters } from '../components/board-filters';
import { LiveStatus } from '../components/live-status';
import { OrderCard, type Highlight } from '../components/order-card';
import { SoundToggle } from '../components/sound-toggle';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useHighlights } from '../hooks/use-highlights';
import { useNewOrderSound } from '../hooks/use-new-order-sound';
import { useNow } from '../hooks/use-now';
import { jakartaDay } from '../lib/jakarta-time';
import { needsPaymentCheck } from '../lib/order-steps';
import { boardMessages } from '../messages';

/** How long a new order, or a payment to check, stands out on the board. */
export const NEW_ORDER_HIGHLIGHT_MS = 2 * 60_000;
/** Ages are in minutes: a tick every half minute keeps them right. */
const CLOCK_TICK_MS = 30_000;

/**
 * `/admin`: the orders due on the day, earliest due first, each with its next step. New
 * orders and changes arrive over the event stream; a new order, and a customer saying they
 * paid (the family checks the bank app), come with a chime and a highlight.
 */
export function OrderBoardPage() {
  useDocumentTitle(boardMessages.title);
  const now = useNow(CLOCK_TICK_MS);
  const today = jakartaDay(now);
  const { filters, isToday, change } = useBoardFilters(today);
  const orders = useAdminOrders(filters);
  const sound = useNewOrderSound();
  const highlights = useHighlights<Highlight>(NEW_ORDER_HIGHLIGHT_MS);
  const [announcement, setAnnouncement] = useState('');

  const stream = useOrderEvents({
    onCreated: (order: AdminOrder) => {
      sound.play();
      highlights.add(order.id, 'new');
      setAnnouncement(boardMessages.newOrder(order.id, order.name));
    },
    onPaymentUpdated: (order: AdminOrder) => {
      if (needsPaymentCheck(order)) {
        sound.play();
        highlights.add(order.id, 'payment');
        setAnnouncement(boardMessages.paymentToCheck(order.id, order.name));
      } else {
        // Checked (on this phone or another): nothing left to look at.
        highlights.remove(order.id, 'payment');
      }
    },
  });

  let content;
  if (!orders.data) {
    content =
      orders.isError && !orders.isFetching ? (
        <ErrorAlert message={boardMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : (
        <LoadingText>{boardMessages.loading}</LoadingText>
      );
  } else if (orders.data.length === 0) {
    content = (
      <EmptyState
        message={
          isToday && filters.status === 'all'
            ? boardMessages.emptyToday
            : boardMessages.empty(filters.day, filters.status, isToday)
        }
      />
    );
  } else {
    content = (
      <ul aria-label="Daftar pesanan" className="grid gap-4 lg:grid-cols-2">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} highlight={highlights.reasons.get(order.id)} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{boardMessages.title}</h1>
          <LiveStatus status={stream} />
        </div>
        <SoundToggle
          supported={sound.supported}
          enabled={sound.enabled}
          onEnable={sound.enable}
          onDisable={sound.disable}
        />
      </div>
      <BoardFilters filters={filters} today={today} onChange={change} />
      <p className="-mt-2 text-ink-muted">{boardMessages.sortedByDue}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {orders.data && orders.isError && !orders.isFetching ? (
        <ErrorAlert message={boardMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : null}
      {orders.isPlaceholderData ? <LoadingText>{boardMessages.loading}</LoadingText> : null}
      {content}
    </div>
  );
}

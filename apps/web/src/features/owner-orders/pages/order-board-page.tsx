import { useState, type ReactNode } from 'react';
import { NEW_ORDERS_LIMIT, orderStatusLabels } from '@dapur/shared/orders';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcknowledgeOrders } from '../api/acknowledge-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useNewOrders } from '../api/get-new-orders';
import { useOrderEvents } from '../api/use-order-events';
import { BoardFilters } from '../components/board-filters';
import { LiveStatus } from '../components/live-status';
import { NewOrdersBanner, SoundPrompt, soundNeedsTap } from '../components/new-orders-banner';
import { OrderCard, type Highlight } from '../components/order-card';
import { SoundToggle } from '../components/sound-toggle';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useHighlights } from '../hooks/use-highlights';
import { useNewOrderSound } from '../hooks/use-new-order-sound';
import { useNow } from '../hooks/use-now';
import { useRepeatingChime } from '../hooks/use-repeating-chime';
import { groupBoard, type BoardGroups } from '../lib/board-groups';
import { jakartaDay } from '../lib/jakarta-time';
import { dueAt } from '../lib/order-due';
import { needsPaymentCheck } from '../lib/order-steps';
import { boardMessages } from '../messages';

/** How long a new order, or a payment to check, stands out on the board. */
export const NEW_ORDER_HIGHLIGHT_MS = 2 * 60_000;
/** The chime comes back this often while new orders wait to be seen (decision 058). */
export const CHIME_REPEAT_MS = 15_000;
/** Ages are in minutes: a tick every half minute keeps them right. */
const CLOCK_TICK_MS = 30_000;

/**
 * `/admin`: what needs the family first. Orders nobody has seen yet, whatever day they are
 * due ("Baru", under a banner and a chime that repeats until one tap marks them seen); then
 * the day's payments to check; then the day's orders by status, earliest due first; the
 * finished ones last. New orders and changes arrive over the event stream.
 */
export function OrderBoardPage() {
  useDocumentTitle(boardMessages.title);
  const now = useNow(CLOCK_TICK_MS);
  const today = jakartaDay(now);
  const { filters, isToday, change } = useBoardFilters(today);
  const orders = useAdminOrders(filters);
  const newOrders = useNewOrders();
  const acknowledge = useAcknowledgeOrders();
  const sound = useNewOrderSound();
  const highlights = useHighlights<Highlight>(NEW_ORDER_HIGHLIGHT_MS);
  const [announcement, setAnnouncement] = useState('');

  const stream = useOrderEvents({
    onCreated: (order: AdminOrder) => {
      // The chime is the repeating one of the "Baru" group, below.
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

  const groups = groupBoard(orders.data ?? [], newOrders.data ?? []);
  useRepeatingChime(groups.unseen.length, sound.play, CHIME_REPEAT_MS);

  const acknowledgeShown = () => {
    acknowledge.mutate(
      groups.unseen.slice(0, NEW_ORDERS_LIMIT).map((order) => order.id),
      { onSuccess: () => setAnnouncement(boardMessages.acknowledged) },
    );
  };

  const card = (order: AdminOrder, withDueDay = false) => (
    <OrderCard
      key={order.id}
      order={order}
      highlight={highlights.reasons.get(order.id)}
      now={now}
      withDueDay={withDueDay}
    />
  );
  const heading = (key: string, label: string, count: number) => (
    <h2 key={key} className="pt-2 text-xl font-bold text-ink lg:col-span-2">
      {boardMessages.groupTitle(label, count)}
    </h2>
  );

  // Headings and cards are siblings in one container, keyed, so a card that moves to another
  // group (paid, cooked, seen) keeps its state, such as the WhatsApp message of the step just taken.
  const board: ReactNode[] = [];
  if (groups.unseen.length > 0) {
    board.push(heading('new', boardMessages.groupNew, groups.unseen.length));
    for (const order of groups.unseen) board.push(card(order, jakartaDay(dueAt(order)) !== today));
  }
  board.push(
    <div key="filters" className="flex flex-col gap-3 pt-2 lg:col-span-2">
      <BoardFilters filters={filters} today={today} onChange={change} />
      <p className="text-ink-muted">{boardMessages.sortedByDue}</p>
      {orders.data && orders.isError && !orders.isFetching ? (
        <ErrorAlert message={boardMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : null}
      {orders.isPlaceholderData ? <LoadingText>{boardMessages.loading}</LoadingText> : null}
    </div>,
  );
  if (!orders.data) {
    board.push(
      <div key="state" className="lg:col-span-2">
        {orders.isError && !orders.isFetching ? (
          <ErrorAlert message={boardMessages.loadFailed} onRetry={() => void orders.refetch()} />
        ) : (
          <LoadingText>{boardMessages.loading}</LoadingText>
        )}
      </div>,
    );
  } else if (orders.data.length === 0 || groups.unseen.length === countAll(groups)) {
    const message =
      orders.data.length > 0
        ? boardMessages.dayEmpty(isToday, filters.day)
        : isToday && filters.status === 'all'
          ? boardMessages.emptyToday
          : boardMessages.empty(filters.day, filters.status, isToday);
    board.push(
      <div key="state" className="lg:col-span-2">
        <EmptyState message={message} />
      </div>,
    );
  }
  if (groups.payments.length > 0) {
    board.push(heading('payments', boardMessages.groupPayments, groups.payments.length));
    for (const order of groups.payments) board.push(card(order));
  }
  for (const group of groups.byStatus) {
    board.push(heading(group.status, orderStatusLabels[group.status], group.orders.length));
    for (const order of group.orders) board.push(card(order));
  }
  if (groups.closed.length > 0) {
    board.push(heading('closed', boardMessages.groupClosed, groups.closed.length));
    for (const order of groups.closed) board.push(card(order));
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{boardMessages.title}</h1>
          <LiveStatus status={stream} />
        </div>
        <SoundToggle state={sound.state} onEnable={sound.enable} onDisable={sound.disable} />
      </div>
      {groups.unseen.length > 0 ? (
        <NewOrdersBanner
          count={groups.unseen.length}
          sound={sound.state}
          onEnableSound={sound.enable}
          onAcknowledge={acknowledgeShown}
          acknowledging={acknowledge.isPending}
          failed={acknowledge.isError}
        />
      ) : soundNeedsTap(sound.state) ? (
        <SoundPrompt state={sound.state} onEnable={sound.enable} />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-2">{board}</div>
    </div>
  );
}

/** Every order the board shows today: the unseen ones and the day's. */
function countAll(groups: BoardGroups): number {
  return (
    groups.unseen.length +
    groups.payments.length +
    groups.byStatus.reduce((sum, group) => sum + group.orders.length, 0) +
    groups.closed.length
  );
}

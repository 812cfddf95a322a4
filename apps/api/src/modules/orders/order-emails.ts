import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { OrderEmailsRepository } from './order-emails.repository';
import { newOrdersEmail } from './new-order-email';
import { toOrder } from './order-wire';

/**
 * The owners' emails about new orders, grouped: at most one per `intervalMs` (a minute),
 * listing every order placed since the last one (decision 065). Each order is queued in the
 * transaction that places it; a flush after each order, and a timer when the minute is not
 * over, sends what is queued. Any instance may flush: the queue and the time of the last
 * email are in the database.
 */
export function createOrderEmails({
  repository,
  background,
  mailer,
  intervalMs,
  recipients,
  publicUrl,
}: {
  repository: OrderEmailsRepository;
  background: BackgroundTasks;
  mailer: Mailer;
  intervalMs: number;
  /** The owners to email and the shop's name, or undefined when the family turned them off. */
  recipients: () => Promise<{ emails: string[]; restaurant: string } | undefined>;
  publicUrl: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (waitMs: number) => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush();
    }, waitMs + 50).unref();
  };

  function flush(): void {
    if (stopped) return;
    background.run('Emailing new orders to the owners', async () => {
      const turn = await repository.takeDue(intervalMs);
      if (turn === undefined) return;
      if ('waitMs' in turn) return later(turn.waitMs);
      const to = await recipients();
      if (!to) return;
      const orders = turn.orders.map(toOrder);
      for (const email of to.emails) {
        await mailer.send(
          newOrdersEmail(orders, { to: email, restaurant: to.restaurant, publicUrl }),
        );
      }
    });
  }

  return {
    /** After an order is placed, and at start for orders an earlier process left queued. */
    flush,
    stop(): void {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

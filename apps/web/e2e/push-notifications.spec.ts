import { expect, test } from './support/fixtures';
import { signInOwner } from './support/owner';

// The service worker in (playwright.config.ts blocks it elsewhere), notifications allowed.
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

const ORDER_PATH = '/admin/orders/4242';
const PAID = {
  type: 'order.paid',
  order_id: 4242,
  title: 'Cek pembayaran #4242',
  body: 'Siti Rahmawati sudah membayar Rp 50.000.',
  url: ORDER_PATH,
};

test('a push is shown as one notification per order, and a tap on it opens the order', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The push goes to the worker straight from Chromium's DevTools protocol, as from a push
  // service: what the server sends is the API's tests' concern.
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { registrationId, isDeleted } of updated) {
      if (!isDeleted) registrations.push(registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');

  await signInOwner(page, '/admin/settings');
  // The worker installs once a page has loaded and saves the app shell (some fifty files)
  // before it takes over: beside the other specs on two busy cores that has taken over 20 s.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  // A worker that took over while this page was on its way (activated between the page's
  // request and its document) claims only the pages that were there: the next load is its.
  // A CI run met that: the worker active, the page never controlled.
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const registrationId = registrations.at(-1) ?? '';
  const origin = new URL(page.url()).origin;

  const readNotifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map(({ title, body, tag }) => ({
        title,
        body,
        tag,
      }));
    });

  const push = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  await push({ ...PAID, type: 'order.created', title: 'Pesanan baru #4242', body: '2 menu' });
  await push(PAID);
  // The second message about the order replaced the first.
  await expect
    .poll(readNotifications)
    .toEqual([{ title: PAID.title, body: PAID.body, tag: 'order-4242' }]);

  // Chromium offers a test no way to tap a notification: the worker is handed the tap's
  // event for the one it shows (without the tap's permission to focus a window, which the
  // handler does without; test/offline/push-notifications.test.ts proves the rest).
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEvent = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    if (notification)
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });

  await expect(page).toHaveURL(new RegExp(`${ORDER_PATH}$`));
  await expect.poll(readNotifications).toEqual([]);
});

import { test } from './support/fixtures';
import { stopsFor, walkTour } from './support/page-tour';
import { keepScreenshot } from './support/screenshot';

/**
 * A full-page picture of every page and state on the phone, for people to look at, kept with
 * the test results (apps/web/test-results). Run by `npm run screenshots` only.
 */

test("a visitor's tour: a full-page screenshot of every page", async ({
  page,
  request,
}, testInfo) => {
  await walkTour({ page, request }, 'visitor', stopsFor('visitor', 'phone'), (stop) =>
    keepScreenshot(page, testInfo, 'visitor', stop.name),
  );
});

test("a customer's tour: a full-page screenshot of every page", async ({
  page,
  request,
}, testInfo) => {
  await walkTour({ page, request }, 'customer', stopsFor('customer', 'phone'), (stop) =>
    keepScreenshot(page, testInfo, 'customer', stop.name),
  );
});

import { test } from './fixtures';
import { phoneStops, signInCustomer } from './page-tour';
import { keepScreenshot } from './screenshot';

for (const stop of phoneStops) {
  test(`as a visitor, ${stop.name}: full-page screenshot`, async ({ page, request }, testInfo) => {
    await stop.open({ page, request });
    await keepScreenshot(page, testInfo, 'visitor', stop.name);
  });

  test(`as a customer, ${stop.name}: full-page screenshot`, async ({ page, request }, testInfo) => {
    const customer = await signInCustomer(page, request);
    await stop.open({ page, request, customer });
    await keepScreenshot(page, testInfo, 'customer', stop.name);
  });
}

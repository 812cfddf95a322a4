import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { phoneStops, signInCustomer } from './page-tour';

for (const stop of phoneStops) {
  test(`a visitor, ${stop.name}: no WCAG 2.1 AA violations`, async ({ page, request }) => {
    await stop.open({ page, request });
    await expectNoAxeViolations(page);
  });

  test(`a customer, ${stop.name}: no WCAG 2.1 AA violations`, async ({ page, request }) => {
    const customer = await signInCustomer(page, request);
    await stop.open({ page, request, customer });
    await expectNoAxeViolations(page);
  });
}

import { test } from './support/fixtures';
import { stopsFor, walkTour, type Role } from './support/page-tour';
import { keepScreenshot } from './support/screenshot';

/**
 * A full-page picture of every page and state, on the phone and on a desktop (both projects
 * run this file), for people to look at, kept with the test results (apps/web/test-results).
 * Run by `npm run screenshots` only.
 */
for (const role of ['visitor', 'customer', 'owner'] satisfies Role[]) {
  test(`a ${role}'s tour: a full-page screenshot of every page`, async ({
    page,
    request,
  }, testInfo) => {
    const size = testInfo.project.name === 'desktop' ? 'desktop' : 'phone';
    await walkTour({ page, request }, role, stopsFor(role, size), (stop) =>
      keepScreenshot(page, testInfo, role, stop.name),
    );
  });
}

import { expect, test } from './support/fixtures';

// Every test checks that its pages raise no CSP violation (fixtures.ts); these show the
// policy is there and enforced, so that check is not passing for want of a policy.
test('pages come with a policy that refuses inline scripts', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  // Seen; the fixture would otherwise fail this test for the violation it provoked.
  cspViolations.length = 0;
});

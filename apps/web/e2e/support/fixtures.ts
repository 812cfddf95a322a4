import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Every page loads only from our own server: Chromium resolves no other host
 * (`--host-resolver-rules` in playwright.config.ts), so the map embed and social links are
 * cut off, as they would be on this machine's closed network anyway. Every test also fails
 * if the browser refused anything under our Content-Security-Policy, so a script, style or
 * frame the policy forgot shows up in whichever page uses it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // The server trusts the proxy header here (TRUST_PROXY), so each test is a customer on
  // an address of its own and the per-IP sign-in limits apply per test, as in real life.
  extraHTTPHeaders: async ({}, use) => {
    await use({
      'x-forwarded-for': `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`,
    });
  },
  cspViolations: [
    async ({ page }, use) => {
      // The page's own violation events, not the console: a refused `new Function` that the
      // script catches (zod's probe) logs nothing, but Chromium still reports it.
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const { reportCspViolation } = window as unknown as {
            reportCspViolation: (violation: string) => void;
          };
          reportCspViolation(
            `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'the browser refused something under our CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

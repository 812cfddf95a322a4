import { expect, it, vi } from 'vitest';
import { nasiGoreng, success } from '../helpers/menu-fixtures';

// The browser refuses code made from a string under the shop's CSP and reports each try as a
// policy violation (Lighthouse's best-practices score counts it); jsdom does neither, so the
// test watches for the try itself.
it('parses the menu without ever making code from a string', async () => {
  const madeFromStrings: unknown[][] = [];
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args) {
        madeFromStrings.push(args);
        return Reflect.construct(target, args);
      },
    }),
  );

  await import('../../src/lib/zod-jitless');
  const { foodListResponseSchema } = await import('@dapur/shared/schemas/menu');

  expect(foodListResponseSchema.parse(success([nasiGoreng]))).toEqual(success([nasiGoreng]));
  expect(madeFromStrings).toEqual([]);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helper';
import { accountEndpoints, endpointName, fuzzEndpoints, NOT_FUZZED } from './endpoints';
import { arrangeFixtures, type Fixtures } from './fixtures';
import { registeredApiRoutes } from './registered-routes';
import { createTally, fuzzEndpoint } from './run-fuzz';

describe('fuzzing the account endpoints', () => {
  const ctx = useTestApp();
  const tally = createTally();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await arrangeFixtures(ctx);
  });
  afterAll(() => tally.print('Account endpoints'));

  it('has a fuzz table entry for every route the app registers, and no other', () => {
    const routes = registeredApiRoutes(ctx.app);
    // Only the listed exemptions may be missing, and each must still be a route.
    expect(routes).toEqual(expect.arrayContaining(Object.keys(NOT_FUZZED)));
    expect(fuzzEndpoints.map(endpointName).sort()).toEqual(
      routes.filter((route) => !(route in NOT_FUZZED)),
    );
  });

  it.each(accountEndpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s responds to generated input by the contract and writes nothing it refuses',
    async (_name, endpoint) => {
      await fuzzEndpoint(ctx, fixtures, endpoint, tally);
    },
    120_000,
  );
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { useTestApp } from '../helper';
import { endpointName, shopEndpoints } from './endpoints';
import { arrangeFixtures, type Fixtures } from './fixtures';
import { createTally, fuzzEndpoint } from './run-fuzz';

describe('fuzzing the shop endpoints', () => {
  const ctx = useTestApp();
  const tally = createTally();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await arrangeFixtures(ctx);
  });
  afterAll(() => tally.print('Shop endpoints'));

  it.each(shopEndpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s responds to generated input by the contract and writes nothing it refuses',
    async (_name, endpoint) => {
      await fuzzEndpoint(ctx, fixtures, endpoint, tally);
    },
    120_000,
  );
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { useTestApp } from '../helper';
import { endpointName, ownerSideEndpoints } from './endpoints';
import { arrangeFixtures, type Fixtures } from './fixtures';
import { createTally, fuzzEndpoint } from './run-fuzz';

describe('fuzzing the owner side', () => {
  const ctx = useTestApp();
  const tally = createTally();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await arrangeFixtures(ctx);
  });
  afterAll(() => tally.print('Owner side'));

  it.each(ownerSideEndpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s responds to generated input by the contract and writes nothing it refuses',
    async (_name, endpoint) => {
      await fuzzEndpoint(ctx, fixtures, endpoint, tally);
    },
    120_000,
  );
});

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../helper';
import { caseFor, expectationFor, requestFor, type FuzzCase, type Role } from './cases';
import { expectContractError, expectNoSecrets } from './contract';
import { snapshotDatabase, type DatabaseSnapshot } from './db-snapshot';
import { endpointName, type FuzzEndpoint } from './endpoints';
import type { Fixtures } from './fixtures';
import { BODY_LIMIT_BYTES } from './payloads';

/** Cases sent per endpoint and role, printed when the file is done. */
export function createTally() {
  const counts = new Map<string, Record<Role | 'accepted', number>>();
  return {
    /** `accepted`: answered 2xx, which shows valid input got through as well. */
    count(endpoint: FuzzEndpoint, role: Role, accepted: boolean) {
      const row = counts.get(endpointName(endpoint)) ?? {
        visitor: 0,
        customer: 0,
        forged: 0,
        accepted: 0,
      };
      row[role] += 1;
      if (accepted) row.accepted += 1;
      counts.set(endpointName(endpoint), row);
    },
    print(title: string) {
      const rows = [...counts].map(([endpoint, row]) => ({
        endpoint,
        ...row,
        total: row.visitor + row.customer + row.forged,
      }));
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      console.log(`${title}: ${total} cases over ${rows.length} endpoints`);
      console.table(rows);
    },
  };
}

export type Tally = ReturnType<typeof createTally>;

/**
 * Sends `endpoint.numRuns` generated requests, plus a few fixed edge cases, and checks each
 * answer against the contract and the database against what it was before.
 */
export async function fuzzEndpoint(
  ctx: TestContext,
  fixtures: Fixtures,
  endpoint: FuzzEndpoint,
  tally: Tally,
) {
  let before = await snapshotDatabase(ctx.db);
  const property = fc.asyncProperty(caseFor(endpoint, fixtures), async (fuzzCase) => {
    const openIds = endpoint.param ? await fixtures.openIds(endpoint.param) : [];
    const token = fuzzCase.role === 'customer' ? await fixtures.freshToken() : undefined;
    const response = await ctx.app.inject(requestFor(endpoint, fuzzCase, token));
    tally.count(endpoint, fuzzCase.role, response.statusCode < 300);
    const after = await snapshotDatabase(ctx.db);
    try {
      checkAnswer(endpoint, expectationFor(endpoint, fuzzCase, openIds), response, {
        before,
        after,
      });
      expectNoSecrets(response.body, fixtures.other.secrets);
    } finally {
      // A failing case must not make every later one fail as well.
      before = after;
    }
  });
  await fc.assert(property, {
    numRuns: endpoint.numRuns,
    // Shrinking replays requests (some hash a password): report what was found by then.
    interruptAfterTimeLimit: 90_000,
    markInterruptAsFailure: true,
    examples: edgeCases(endpoint, fixtures).map((fuzzCase) => [fuzzCase]),
  });
}

function checkAnswer(
  endpoint: FuzzEndpoint,
  expected: ReturnType<typeof expectationFor>,
  response: LightMyRequestResponse,
  database: { before: DatabaseSnapshot; after: DatabaseSnapshot },
) {
  const described = `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 200 && response.statusCode < 300) {
    expect(expected.mustReject, `accepted what the contract refuses: ${described}`).toBe(false);
    expect(response.statusCode, described).toBe(endpoint.success.status);
    endpoint.success.check(response);
    if (endpoint.method === 'GET') expect(database.after).toEqual(database.before);
    return;
  }
  expectContractError(response, expected.status);
  expect(database.after, `a refused request wrote to the database: ${described}`).toEqual(
    database.before,
  );
}

/** Cases worth sending every run: the body limit, a broken path, a visitor. */
function edgeCases(endpoint: FuzzEndpoint, fixtures: Fixtures): FuzzCase[] {
  const field = Object.keys(endpoint.fields?.(fixtures) ?? {})[0] ?? 'data';
  const id = endpoint.param && fixtures.ids[endpoint.param].own[0]!;
  const segment = id ? { text: String(id), id, routable: true } : undefined;
  const cases: FuzzCase[] = [{ role: 'visitor', segment, payload: { kind: 'none' } }];
  if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    for (const bytes of [BODY_LIMIT_BYTES + 1, 100 * 1024]) {
      cases.push({ role: 'customer', segment, payload: { kind: 'large', bytes, field } });
    }
  }
  if (endpoint.param) {
    cases.push({
      role: 'customer',
      segment: { text: '%E0%A4%A', routable: false },
      payload: { kind: 'none' },
    });
  }
  return cases;
}

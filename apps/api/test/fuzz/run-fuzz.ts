import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../helper';
import {
  caseFor,
  expectationFor,
  requestFor,
  signedInRole,
  type FuzzCase,
  type Role,
} from './cases';
import { decodedResponse, expectContractError, expectNoSecrets } from './contract';
import { snapshotDatabase, type DatabaseSnapshot } from './db-snapshot';
import { endpointName, type FuzzEndpoint } from './endpoints';
import type { Fixtures } from './fixtures';
import { BODY_LIMIT_BYTES } from './payloads';
import {
  pictureInResponse,
  currentPicture,
  filesOf,
  listPictures,
  multipartPayload,
  type MultipartPayload,
} from './uploads';

/** Cases sent per endpoint and role, printed when the file is done. */
export function createTally() {
  const counts = new Map<string, Record<Role | 'accepted', number>>();
  return {
    /** `accepted`: responded 2xx, which shows valid input got through as well. */
    count(endpoint: FuzzEndpoint, role: Role, accepted: boolean) {
      const row = counts.get(endpointName(endpoint)) ?? {
        visitor: 0,
        customer: 0,
        owner: 0,
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
        total: row.visitor + row.customer + row.owner + row.forged,
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
 * response against the contract, and the database and the stored pictures against what they
 * were before.
 */
export async function fuzzEndpoint(
  ctx: TestContext,
  fixtures: Fixtures,
  endpoint: FuzzEndpoint,
  tally: Tally,
) {
  let before = { database: await snapshotDatabase(ctx.db), files: await listPictures(ctx.db) };
  const property = fc.asyncProperty(caseFor(endpoint, fixtures), async (fuzzCase) => {
    const open = endpoint.param ? await fixtures.open(endpoint.param) : [];
    const token = await tokenFor(fuzzCase.role, fixtures);
    const picture = endpoint.upload
      ? await currentPicture(ctx.db, endpoint.upload, numericKey(fuzzCase))
      : null;
    const response = decodedResponse(await ctx.app.inject(requestFor(endpoint, fuzzCase, token)));
    tally.count(endpoint, fuzzCase.role, response.statusCode < 300);
    const after = { database: await snapshotDatabase(ctx.db), files: await listPictures(ctx.db) };
    try {
      checkResponse(endpoint, expectationFor(endpoint, fuzzCase, open), response, {
        before,
        after,
      });
      if (endpoint.upload && response.statusCode < 300) {
        // Exactly the new picture is stored, and the one it replaced is gone.
        const stored = pictureInResponse(endpoint.upload, response.json().data);
        const replaced = picture === null ? [] : filesOf(endpoint.upload, picture);
        expect(after.files).toEqual(
          [
            ...before.files.filter((file) => !replaced.includes(file)),
            ...filesOf(endpoint.upload, stored),
          ].sort(),
        );
      }
      // The owner sees every customer's orders and names: that is what the family's routes are for.
      if (!endpoint.owner) expectNoSecrets(response.body, fixtures.other.secrets);
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

async function tokenFor(role: Role, fixtures: Fixtures): Promise<string | undefined> {
  if (role === 'customer') return fixtures.freshToken();
  if (role === 'owner') return fixtures.freshOwnerToken();
  return undefined;
}

function numericKey({ segment }: FuzzCase): number | undefined {
  return typeof segment?.key === 'number' ? segment.key : undefined;
}

interface Stored {
  database: DatabaseSnapshot;
  files: string[];
}

function checkResponse(
  endpoint: FuzzEndpoint,
  expected: ReturnType<typeof expectationFor>,
  response: LightMyRequestResponse,
  stored: { before: Stored; after: Stored },
) {
  const described = `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 200 && response.statusCode < 300) {
    expect(expected.mustReject, `accepted what the contract refuses: ${described}`).toBe(false);
    expect(response.statusCode, described).toBe(expected.status ?? endpoint.success.status);
    endpoint.success.check(response);
    if (endpoint.method === 'GET') expect(stored.after).toEqual(stored.before);
    return;
  }
  expectContractError(response, expected.status);
  expect(stored.after.database, `a refused request wrote to the database: ${described}`).toEqual(
    stored.before.database,
  );
  expect(stored.after.files, `a refused request changed the stored files: ${described}`).toEqual(
    stored.before.files,
  );
}

/** Cases worth sending every run: the body limit, a broken path, a visitor, an upload of each kind. */
function edgeCases(endpoint: FuzzEndpoint, fixtures: Fixtures): FuzzCase[] {
  const field = Object.keys(endpoint.fields?.(fixtures) ?? {})[0] ?? 'data';
  const key =
    endpoint.param === 'invite'
      ? fixtures.inviteTokens[0]
      : endpoint.param && fixtures.ids[endpoint.param].own[0];
  const segment = key ? { text: String(key), key, routable: true } : undefined;
  const role = signedInRole(endpoint);
  const cases: FuzzCase[] = [{ role: 'visitor', segment, payload: { kind: 'none' } }];
  if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    for (const bytes of [BODY_LIMIT_BYTES + 1, 100 * 1024]) {
      cases.push({ role, segment, payload: { kind: 'large', bytes, field } });
    }
  }
  const fields = endpoint.fields?.(fixtures);
  if (fields) {
    // A valid body for a row that exists, so that every run sees one get through (or be
    // refused for the state it finds: a 409).
    const [value] = fc.sample(
      fc.record(
        Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.valid])),
      ),
      { numRuns: 1, seed: 42 },
    );
    cases.push({ role, segment, payload: { kind: 'json', value, broken: false } });
  }
  if (endpoint.param) {
    cases.push({ role, segment: { text: '%E0%A4%A', routable: false }, payload: { kind: 'none' } });
  }
  if (endpoint.upload) {
    for (const problem of ['image', 'too-large', 'malformed'] as const) {
      cases.push({ role, segment, payload: sampleForm(fixtures, problem) });
    }
  }
  return cases;
}

/** One generated form with the given problem, for the fixed cases. */
function sampleForm(fixtures: Fixtures, problem: MultipartPayload['problem']): MultipartPayload {
  const forms = multipartPayload(fixtures.images).filter((form) => form.problem === problem);
  return fc.sample(forms, { numRuns: 1, seed: 42 })[0]!;
}

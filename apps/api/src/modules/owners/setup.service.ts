import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { authMessages, setupMessages, type User, type setupBodySchema } from '@dapur/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { countingFailures, type CounterFactory, type RateRule } from '../../lib/counters';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, InvalidError } from '../../lib/errors';
import type { Passwords } from '../../lib/passwords';
import { USERS_EMAIL_UNIQUE } from '../auth/users.repository';
import { createSetupCodeHasher, generateSetupCode } from './setup-code';
import type { OwnersRepository } from './owners.repository';

export const SETUP_CODE_FILE = 'setup-code';

export interface SetupServiceDeps {
  owners: OwnersRepository;
  counters: CounterFactory;
  /** Wrong codes from one address before it is refused for a while (RATE_LIMIT_SETUP_FAILURES). */
  limit: RateRule;
  /** Wrong codes from every address together, before every setup is refused for a while. */
  shopWideLimit: RateRule;
  jwtSecret: string;
  dataDir: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  passwords: Passwords;
}

/** The shop's first owner, made with the one-time code the server prints while there is none. */
export function createSetupService(deps: SetupServiceDeps) {
  const { owners, counters, dataDir, publicUrl, log, passwords } = deps;
  const hash = createSetupCodeHasher(deps.jwtSecret);
  const failures = counters('setup-failures', deps.limit, 'percobaan');
  const shopWideFailures = counters('setup-failures-shop', deps.shopWideLimit, 'percobaan');
  const codeFile = path.join(dataDir, SETUP_CODE_FILE);

  return {
    /**
     * At start: while the shop has no owner, a new code is stored (hashed), printed in the
     * log and written to DATA_DIR/setup-code (0600). It retires every earlier code, so a
     * code seen in an old log or file stops working at the next start (finding 5 of issue 32).
     * Once there is an owner the file is removed.
     */
    async offerCode(): Promise<void> {
      if (await owners.hasOwner()) {
        await rm(codeFile, { force: true });
        return;
      }
      const code = generateSetupCode();
      await owners.replaceSetupCodes(hash(code));
      await writePrivately(codeFile, `${code}\n`);
      log.warn(
        { setupUrl: `${publicUrl}/admin/setup`, codeFile },
        `The shop has no owner yet: open ${publicUrl}/admin/setup and enter the setup code ${code}`,
      );
    },

    async needed(): Promise<boolean> {
      return !(await owners.hasOwner());
    },

    async createFirstOwner(body: z.output<typeof setupBodySchema>, address: string): Promise<User> {
      if (await owners.hasOwner()) {
        throw new ConflictError('already_set_up', setupMessages.alreadySetUp);
      }
      // Each try holds its point while the code is checked, so tries sent at once cannot
      // pass the limit.
      const right = await countingFailures(async (hold) => {
        await hold.take(failures, address);
        // Many addresses (a botnet, or IPv6's plenty) guessing together still share one budget.
        await hold.take(shopWideFailures, 'shop');
        if (await owners.isSetupCode(hash(body.code))) return true;
        // The first owner retires every code: a try that lost the race to it is told so,
        // not that its code is wrong.
        if (await owners.hasOwner()) {
          throw new ConflictError('already_set_up', setupMessages.alreadySetUp);
        }
        return undefined;
      });
      if (!right) throw new ForbiddenError('setup_code_wrong', setupMessages.codeWrong);
      const { code, password, password_confirmation, ...profile } = body;
      let owner;
      try {
        owner = await owners.createFirstOwner({
          ...profile,
          passwordHash: await passwords.hash(password),
        });
      } catch (error) {
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) {
          throw new InvalidError('email_taken', authMessages.emailTaken, {
            email: [authMessages.emailTaken],
          });
        }
        throw error;
      }
      if (!owner) throw new ConflictError('already_set_up', setupMessages.alreadySetUp);
      await rm(codeFile, { force: true });
      return owner;
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;

/** 0600 whether the file is new or was left by an earlier start with other permissions. */
async function writePrivately(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    // Emptied by the open, and tightened before the new code is in it.
    await handle.chmod(0o600);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

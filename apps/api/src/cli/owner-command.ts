import type { Config } from '../config';
import { createPasswords } from '../lib/passwords';
import { createOwnersRepository } from '../modules/owners/owners.repository';
import { createOwnerPasswordService } from '../modules/owners/owner-password.service';
import { openShopDatabase } from './shop-database';

/** `npm run owner -- reset-password EMAIL`: a new password for a locked-out owner. */
export async function resetOwnerPasswordCommand(config: Config, email: string) {
  const database = await openShopDatabase(config, {
    existing: true,
    whileServerRuns:
      'Stop it, run this again, then start it again. (On PostgreSQL this command works while the server runs.)',
  });
  try {
    return await createOwnerPasswordService(
      createOwnersRepository(database.db),
      createPasswords(config.passwordHashing),
    ).reset(email);
  } finally {
    await database.close();
  }
}

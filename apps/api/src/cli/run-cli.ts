import { ConfigError, type Config } from '../config';
import { UnknownMigrationError } from '../db/migrate';
import { DomainError } from '../lib/errors';
import { backupCommand } from './backup-command';
import { CommandError } from './command-error';
import { resetOwnerPasswordCommand } from './owner-command';
import { restoreCommand } from './restore-command';

export interface CliIo {
  /** Read only when a command needs it, so `help` works with any environment. */
  config: () => Config;
  out: (text: string) => void;
  err: (text: string) => void;
}

export const USAGE = `Dapur's commands for the server's machine (configured like the server: DATA_DIR, DATABASE_URL):

  npm run backup -- [FILE]                 the whole shop into one file (default: dapur-cadangan-YYYY-MM-DD.tar.gz)
  npm run restore -- FILE                  a backup into an empty shop
  npm run owner -- reset-password EMAIL    a new password for an owner who cannot sign in
`;

/** Runs one command; returns the exit code. Refusals are one clear sentence on stderr. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(args, io);
  } catch (error) {
    if (
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof DomainError ||
      error instanceof UnknownMigrationError
    ) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

async function dispatch([command, ...rest]: string[], io: CliIo): Promise<number> {
  switch (command) {
    case 'backup': {
      if (rest.length > 1) throw usage('backup takes one file name at most.');
      const { file, manifest } = await backupCommand(io.config(), rest[0]);
      io.out(`Backup written to ${file}\nRows: ${describe(manifest.tables)}\n`);
      return 0;
    }
    case 'restore': {
      if (rest.length !== 1) throw usage('restore takes the backup file: npm run restore -- FILE');
      const summary = await restoreCommand(io.config(), rest[0]!);
      io.out(
        `Restored ${rest[0]} (database migration ${summary.migration}), with ${summary.files} uploaded pictures.\nRows: ${describe(summary.tables)}\nStart the server: npm start\n`,
      );
      return 0;
    }
    case 'owner': {
      const [action, email, ...extra] = rest;
      if (action !== 'reset-password' || !email || extra.length > 0) {
        throw usage('npm run owner -- reset-password EMAIL');
      }
      const { owner, password } = await resetOwnerPasswordCommand(io.config(), email);
      io.out(
        `New password for ${owner.name} <${owner.email}>:\n\n    ${password}\n\n` +
          'It is shown only this once. Every session of this account has ended; sign in with it at /login.\n',
      );
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE);
      return 0;
    default:
      throw usage(`Unknown command ${command}.`);
  }
}

const usage = (problem: string) => new CommandError(`${problem}\n\n${USAGE}`);

function describe(tables: Record<string, number>): string {
  return Object.entries(tables)
    .map(([table, rows]) => `${table}: ${rows}`)
    .join(', ');
}

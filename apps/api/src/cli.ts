import { loadConfig } from './config';
import { runCli } from './cli/run-cli';

/** What the commands write (a backup, the restored database) is readable by this user only. */
const PRIVATE_UMASK = 0o077;

process.umask(PRIVATE_UMASK);
runCli(process.argv.slice(2), {
  config: () => loadConfig(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);

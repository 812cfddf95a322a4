// Lints the API's OpenAPI document with Redocly (its recommended rules, redocly.yaml), as a
// client author would meet it: built by the app itself on an empty in-memory database, with
// PUBLIC_URL as its server. Any error fails `npm run lint`; warnings are printed.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { OPENAPI_JSON_PATH } from '../src/plugins/api-reference';

const folder = await mkdtemp(path.join(tmpdir(), 'dapur-openapi-'));
const database = await createDatabase({ memory: true });
const config = loadConfig({ PUBLIC_URL: 'https://dapur-bu-ratna.test', ...process.env });
const app = await buildApp({ config: { ...config, dataDir: folder }, database, logger: false });
let status = 1;
try {
  const document = await app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, document.body);
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', new URL('../redocly.yaml', import.meta.url).pathname],
    {
      stdio: 'inherit',
      // Nothing leaves the machine: no usage report, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = lint.status ?? 1;
} finally {
  await app.close();
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
process.exit(status);

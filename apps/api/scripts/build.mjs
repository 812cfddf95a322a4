// Bundles the server into dist/server.js and the commands for the server's machine (npm run
// backup, restore, owner) into dist/cli.js. The workspace package @dapur/shared ships as
// TypeScript source, so it has to be compiled into the bundle. So do the pure-JavaScript
// packages every start loads (Fastify and its plugins, zod, drizzle): one file parses in
// about 0.25 s less than the several hundred files Node would otherwise find and read one by
// one (decision 049). Every other npm dependency stays external, loaded from node_modules
// at run time: those that read files beside their own code (PGlite's WebAssembly, the API
// reference's page, pino's workers), native ones (sharp), and those loaded only when first
// needed. What the code imports with `import()` (each database driver's code) is split into
// its own file beside them and loaded only when asked for, with the packages it imports
// (decision 040).
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const apiRoot = new URL('..', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', apiRoot), 'utf8'));
const bundled = new Set([
  '@dapur/shared',
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/accept-negotiator',
  '@fastify/compress',
  '@fastify/cors',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/swagger',
  'helmet',
  'jose',
  'zod',
  'drizzle-orm',
  'lru-cache',
]);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !bundled.has(name),
);

await rm(new URL('dist', apiRoot), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', apiRoot).pathname,
  // Both, and the split-off files, sit one level under apps/api, as src/config.ts expects.
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Lets any CommonJS code that ends up inside the ESM bundle still call require().
  banner: {
    js: "import { createRequire as __dapurCreateRequire } from 'node:module'; const require = __dapurCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});

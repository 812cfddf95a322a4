// Bundles the server into dist/server.js and the commands for the server's machine (npm run
// backup, restore, owner) into dist/cli.js. npm dependencies stay external and are loaded from
// node_modules at run time; the workspace package @dapur/shared ships as TypeScript source,
// so it has to be compiled into the bundle. What the code imports with `import()` (each
// database driver's code) is split into its own file beside them and loaded only when asked
// for, with the packages it imports (docs/performance.md).
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const apiRoot = new URL('..', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', apiRoot), 'utf8'));
const bundled = new Set(['@dapur/shared']);
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

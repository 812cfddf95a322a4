// `npm run backup`, `npm run restore`, `npm run owner`: build the API bundle when its
// sources changed, then run the command in this process (apps/api/src/cli.ts).
import { pathToFileURL } from 'node:url';
import { at, buildApiIfStale } from './build-if-stale.mjs';

buildApiIfStale('apps/api/dist/cli.js');

await import(pathToFileURL(at('apps/api/dist/cli.js')).href);

// `npm start`: build the web app and the API bundle when their sources are newer than the
// build (or no build exists), then run the server in this process so signals reach it.
import { pathToFileURL } from 'node:url';
import { at, buildApiIfStale, buildWebIfStale } from './build-if-stale.mjs';

buildWebIfStale();
buildApiIfStale('apps/api/dist/server.js');

await import(pathToFileURL(at('apps/api/dist/server.js')).href);

/**
 * Zod tries `new Function('')` once to see whether it may compile its parsers. The shop's
 * Content-Security-Policy forbids that (script-src 'self', no 'unsafe-eval'), so the browser
 * refuses, and reports the refusal as a policy violation on every page that parses an
 * response. Telling zod it is jitless skips the try; parsing is the same. Zod reads this
 * global when it loads, so main.tsx imports this file first, before any chunk with zod.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

export {};

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** A variant is written only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside each text
 * file of the build, public files included, so the server sends them as they are
 * (`preCompressed` in apps/api/src/plugins/static-files.ts) instead of compressing the
 * same bytes on every request, and at a level too slow to use per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dapur:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the other plugins' last step, so the service worker that vite-plugin-pwa writes
    // then (sw.js) is compressed too: browsers fetch it again on every visit.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        const totals = { raw: 0, br: 0, gz: 0 };
        await Promise.all(
          files.map(async (file) => {
            const raw = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            totals.raw += raw.length;
            totals.br += await keepIfSmaller(`${file}.br`, br, raw.length);
            totals.gz += await keepIfSmaller(`${file}.gz`, gz, raw.length);
          }),
        );
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        config.logger.info(
          `precompressed ${files.length} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
        );
      },
    },
  };
}

/** Writes the variant when it is worth it; returns the bytes a browser then downloads. */
async function keepIfSmaller(file: string, compressed: Buffer, rawSize: number): Promise<number> {
  if (compressed.length > rawSize * (1 - MIN_SAVING)) return rawSize;
  await writeFile(file, compressed);
  return compressed.length;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

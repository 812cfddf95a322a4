import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage.md names a test for every line of the spec. A renamed or deleted test
 * must not leave a row pointing at nothing: every `file › title` it names has to exist.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const doc = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');

/** Where the table's short names live: e2e specs, API tests, web and shared unit tests. */
const testFolders = ['apps/web/e2e', 'apps/api/test', 'apps/web/test', 'packages/shared/test'];

function testFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of testFolders) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true })) {
      const relative = String(entry);
      const match = /^(.*)\.(spec|test)\.tsx?$/.exec(relative);
      if (!match) continue;
      const name = folder === 'packages/shared/test' ? `shared/${match[1]}` : match[1]!;
      files.set(name, readFileSync(path.join(root, folder, relative), 'utf8'));
    }
  }
  return files;
}

/** Titles built from constants in the spec files, as the table spells them out. */
const constants: Record<string, string> = {
  '${SENT}': 'Terima kasih! Saran Anda telah berhasil dikirim.',
  '${SEND_FAILED}': 'Maaf, terjadi kesalahan. Silakan coba lagi.',
};

function expand(source: string): string {
  return Object.entries(constants).reduce(
    (text, [name, value]) => text.replaceAll(name, value),
    source,
  );
}

const references = [...doc.matchAll(/`([\w./-]+) › ([^`]+)`/g)]
  .map(([, file, title]) => ({ file: file!, title: title! }))
  .filter(({ file }) => file !== 'file');

describe('docs/spec-coverage.md', () => {
  const files = testFiles();

  it('names hundreds of tests', () => {
    expect(references.length).toBeGreaterThan(200);
  });

  it.each(references)('$file › $title exists', ({ file, title }) => {
    const source = files.get(file);
    expect(source, `no test file named ${file}`).toBeDefined();
    const text = expand(source!);
    // "›" separates a describe block from its test; "…" stands for a part left out.
    for (const part of title.split(' › ')) {
      for (const piece of part
        .split('…')
        .map((piece: string) => piece.trim())
        .filter(Boolean)) {
        const found = text.includes(piece) || text.includes(piece.replaceAll("'", "\\'"));
        expect(found, `"${piece}" is not a test title in ${file}`).toBe(true);
      }
    }
  });
});

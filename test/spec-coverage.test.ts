import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage.md names a test for every line of the spec. A row must name at least
 * one, and a renamed or deleted test must not leave a row pointing at nothing: every
 * `file › title` it names has to exist.
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

const REFERENCE = /`([\w./-]+) › ([^`]+)`/g;

const references = [...doc.matchAll(REFERENCE)]
  .map(([, file, title]) => ({ file: file!, title: title! }))
  .filter(({ file }) => file !== 'file');

/** A table row's cells; a `|` inside a code span belongs to the cell. */
function cells(row: string): string[] {
  const found: string[] = [];
  let cell = '';
  let inCode = false;
  for (const char of row.trim().slice(1, -1)) {
    if (char === '`') inCode = !inCode;
    if (char === '|' && !inCode) {
      found.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...found, cell.trim()];
}

/** Every row of the tables but their headings, with its last cell (the tests that prove it). */
function requirementRows(): { row: string; provenBy: string }[] {
  const lines = doc.split('\n');
  const isRow = (line: string | undefined) => line?.trim().startsWith('|') ?? false;
  const isRule = (line: string | undefined) => /^\|(\s*:?-+:?\s*\|)+\s*$/.test(line?.trim() ?? '');
  return lines
    .filter((line, index) => isRow(line) && !isRule(line) && !isRule(lines[index + 1]))
    .map((row) => ({ row: row.trim(), provenBy: cells(row).at(-1) ?? '' }));
}

describe('docs/spec-coverage.md', () => {
  const files = testFiles();

  it('names hundreds of tests', () => {
    expect(references.length).toBeGreaterThan(200);
  });

  it('names at least one test in every row', () => {
    const rows = requirementRows();
    expect(rows.length).toBeGreaterThan(100);
    const untested = rows
      .filter(({ provenBy }) => provenBy.match(REFERENCE) === null)
      .map(({ row }) => row);
    expect(untested, `rows that name no test:\n${untested.join('\n')}`).toEqual([]);
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

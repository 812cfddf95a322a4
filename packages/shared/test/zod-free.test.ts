import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `@dapur/shared/<x>` is what the web app's first bundle may import: constants, messages,
 * types and small functions. It must never load zod, not even through another file; the
 * schemas live in `schemas/`, and types cross over as `export type`, which leaves no code.
 */
const src = fileURLToPath(new URL('../src/', import.meta.url));
const plainFiles = readdirSync(src).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

/** The modules a file loads when it runs: every import and re-export that is not type-only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(src, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

describe('the zod-free half of @dapur/shared', () => {
  it('has the files the web app imports', () => {
    expect(plainFiles).toEqual(expect.arrayContaining(['cart.ts', 'orders.ts', 'limits.ts']));
  });

  it.each(plainFiles)('%s loads only other zod-free files', (file) => {
    for (const specifier of runtimeImports(file)) {
      expect(specifier, `${file} loads ${specifier}`).toMatch(/^\.\/[\w-]+$/);
      expect(plainFiles, `${file} loads ${specifier}`).toContain(`${specifier.slice(2)}.ts`);
    }
  });
});

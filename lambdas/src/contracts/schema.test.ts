import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const contractFiles = readdirSync(folder).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'schema.ts',
);

/** A module-level value built by calling something, declared other than as `/* @__PURE__ *\/ schema(...)`. */
function unannotatedBuilds(file: string): string[] {
  const text = readFileSync(join(folder, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const calls = (node: ts.Node): boolean =>
    ts.isCallExpression(node) ||
    (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node) && ts.forEachChild(node, calls) === true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !calls(value)) continue;
      const declared = text.slice(value.getFullStart(), value.getEnd()).trimStart();
      if (!declared.startsWith('/* @__PURE__ */ schema(')) found.push(declaration.name.getText(source));
    }
  }
  return found;
}

describe('contract schemas', () => {
  it.each(contractFiles)('%s declares every schema through schema(), annotated pure', (file) => {
    expect(unannotatedBuilds(file)).toEqual([]);
  });

  it('leaves the schemas a bundle does not use out of it, as the CDK bundles it', async () => {
    const result = await build({
      entryPoints: [join(folder, '../handlers/http/shopping/index.ts')],
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    // The shopping list's own messages are there; the recipe form's are not.
    expect(code).toContain('Please enter an item');
    expect(code).not.toContain('A recipe can have at most');
  });
});

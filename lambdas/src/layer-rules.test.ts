// The layer rules of biome.layers.jsonc, shown failing on planted violations (issue 34): only data/
// knows the table. A file outside data/ that imports a DynamoDB command is refused by the lint; the same
// import in data/ passes. And no source outside data/ names the table's key attributes.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'lambdas', 'src');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Lints one planted file and answers the messages of the rules it broke. */
function lintPlanted(folder: string, source: string, base = src): string[] {
  const file = join(base, folder, `planted-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  try {
    let output = '';
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', relative(root, file)], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(output) as {
      diagnostics: { category: string; message: string | { content: string }[] }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => (typeof d.message === 'string' ? d.message : d.message.map((m) => m.content).join('')));
  } finally {
    rmSync(file, { force: true });
  }
}

const planted = (name: string) =>
  `import { ${name} } from '../shared/aws-sdk.js';\nexport const x = ${name};\n`;

describe('only data/ knows the table', () => {
  it.each([
    ['handlers', 'GetCommand'],
    ['domain', 'QueryCommand'],
    ['workflows', 'TransactWriteCommand'],
    ['adapters', 'BatchGetCommand'],
  ])('refuses a DynamoDB command imported in %s/', (folder, command) => {
    const messages = lintPlanted(folder, planted(command));
    expect(messages.join('\n')).toContain('Only data/ knows the table');
  });

  it('lets data/ import it, and adapters/ start a state machine', () => {
    expect(lintPlanted('data', planted('GetCommand'))).toEqual([]);
    expect(lintPlanted('adapters', planted('StartExecutionCommand'))).toEqual([]);
  });

  it('keeps workflows/ to definitions: what starts a state machine is an adapter', () => {
    expect(lintPlanted('workflows', planted('StartExecutionCommand')).join('\n')).toContain(
      'adapters/workflows/',
    );
  });

  it('keeps server-only domain code out of the browser (the pure rules it shares pass)', () => {
    const frontend = join(root, 'frontend', 'src');
    const use = (module: string) => `import * as m from '${module}';\nexport const x = m;\n`;
    expect(lintPlanted('lib', use('@domain/households/households'), frontend).join('\n')).toContain(
      'The browser shares only the domain',
    );
    expect(lintPlanted('lib', use('@domain/ingredients/format-quantity'), frontend)).toEqual([]);
  });

  it('names no key attribute of the table outside data/', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (path !== join(src, 'data')) walk(path);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|testkit/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          if (/\bgsi\d(pk|sk)?\b|\bsk: 'META'|KeyConditionExpression/.test(text))
            offenders.push(relative(src, path));
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});

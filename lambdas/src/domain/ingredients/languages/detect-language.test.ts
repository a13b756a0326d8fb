// The recipe-language detector over the twelve fixture files (test/fixtures/ingredient-lines): one line
// at a time, and recipes of five lines (the fixture's lines in order, five at a time), the way a
// recipe's ingredients reach it. Prints the accuracy; the floors keep it from sliding.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';

const dir = join(import.meta.dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'ingredient-lines');
const fixtures = readdirSync(dir)
  .filter((file) => file.endsWith('.tsv'))
  .map((file) => ({
    language: file.replace(/\.tsv$/, ''),
    lines: readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('\t')[0] ?? ''),
  }));

function accuracy(groupSize: number) {
  let right = 0;
  let total = 0;
  const perLanguage: Record<string, string> = {};
  for (const { language, lines } of fixtures) {
    let ok = 0;
    let count = 0;
    for (let i = 0; i < lines.length; i += groupSize) {
      const group = lines.slice(i, i + groupSize);
      if (group.length < groupSize && groupSize > 1) continue;
      count += 1;
      if (detectLanguage(group.join('\n')) === language) ok += 1;
    }
    perLanguage[language] = `${ok}/${count}`;
    right += ok;
    total += count;
  }
  return { rate: right / total, right, total, perLanguage };
}

describe('recipe language detector', () => {
  it('reads the scripts, and Spanish, German and English by their words', () => {
    expect(detectLanguage('大さじ2 砂糖')).toBe('ja');
    expect(detectLanguage('2 ملعقة سكر')).toBe('ar');
    expect(detectLanguage('2 כפות סוכר')).toBe('he');
    expect(detectLanguage('2 cucharadas de azúcar\n100 g de harina')).toBe('es');
    expect(detectLanguage('2 EL Zucker\n1 Prise Salz')).toBe('de');
    expect(detectLanguage('2 cups flour\n1 teaspoon salt')).toBe('en');
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('100 g')).toBeNull();
  });

  it('names the language of the fixture recipes (five lines) and of single lines', () => {
    const recipes = accuracy(5);
    const lines = accuracy(1);
    console.info(
      `language detector: recipes of 5 lines ${recipes.right}/${recipes.total} (${(recipes.rate * 100).toFixed(1)}%) ${JSON.stringify(recipes.perLanguage)}; single lines ${lines.right}/${lines.total} (${(lines.rate * 100).toFixed(1)}%) ${JSON.stringify(lines.perLanguage)}`,
    );
    expect(recipes.rate).toBeGreaterThanOrEqual(0.95);
    expect(lines.rate).toBeGreaterThanOrEqual(0.9);
  });
});

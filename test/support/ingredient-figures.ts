// The ingredient parser's figures on the written lines of twelve languages (test/fixtures/ingredient-lines/):
// a line is exact when its amount (and a range's high end), its unit and its food key all match. The unit
// test holds every language to 95%; `npm run bench -- --only ingredients` prints the table.
import { readdirSync, readFileSync } from 'node:fs';
import {
  INGREDIENT_LANGUAGES,
  type IngredientLanguage,
} from '../../lambdas/src/domain/ingredients/languages/types.js';
import { readIngredientLine } from '../../lambdas/src/domain/ingredients/read-line.js';

export interface WrittenLine {
  readonly language: IngredientLanguage;
  readonly line: string;
  readonly amount: number | null;
  readonly amountMax: number | null;
  readonly unit: string | null;
  readonly food: string;
}

export interface LineReading {
  readonly amount: number | null;
  readonly amountMax: number | null;
  readonly unit: string | null;
  readonly food: string | null;
}

export type LineReader = (line: string, language: IngredientLanguage | undefined) => LineReading;

const directory = new URL('../fixtures/ingredient-lines/', import.meta.url);

function parseAmount(text: string): [number | null, number | null] {
  if (text === '-') return [null, null];
  const [low, high] = text.split(/(?<=\d)-/).map(Number);
  return [low ?? null, high ?? null];
}

export function readWrittenLines(): WrittenLine[] {
  const lines: WrittenLine[] = [];
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.tsv'))) {
    const language = file.replace(/\.tsv$/, '');
    if (!(INGREDIENT_LANGUAGES as readonly string[]).includes(language))
      throw new Error(`${file}: not one of the twelve languages`);
    for (const row of readFileSync(new URL(file, directory), 'utf8').split('\n')) {
      if (row.trim() === '' || row.startsWith('#')) continue;
      const [line = '', amount = '', unit = '', food = ''] = row.split('\t');
      if (!line || !amount || !unit || !food) throw new Error(`${file}: a row needs four columns: ${row}`);
      const [low, high] = parseAmount(amount);
      lines.push({
        language: language as IngredientLanguage,
        line,
        amount: low,
        amountMax: high,
        unit: unit === '-' ? null : unit,
        food,
      });
    }
  }
  return lines;
}

const near = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.005;

export interface Miss {
  readonly line: WrittenLine;
  readonly got: LineReading;
}

export interface LanguageScore {
  readonly language: IngredientLanguage;
  readonly lines: number;
  readonly exact: number;
  readonly misses: readonly Miss[];
}

/** Each language's exact lines, reading each line with its language known or (hint false) not. */
export function scoreLines(
  reader: LineReader = (line, language) => readIngredientLine(line, language),
  hint = true,
): LanguageScore[] {
  const lines = readWrittenLines();
  return INGREDIENT_LANGUAGES.map((language) => {
    const own = lines.filter((line) => line.language === language);
    const misses: Miss[] = [];
    for (const line of own) {
      const got = reader(line.line, hint ? language : undefined);
      const exact =
        near(got.amount, line.amount) &&
        near(got.amountMax, line.amountMax) &&
        got.unit === line.unit &&
        got.food === line.food;
      if (!exact) misses.push({ line, got });
    }
    return { language, lines: own.length, exact: own.length - misses.length, misses };
  });
}

const percent = (score: LanguageScore) => (score.lines === 0 ? 0 : (100 * score.exact) / score.lines);

export function scoreReport(withLanguage: LanguageScore[], withoutLanguage?: LanguageScore[]): string {
  const rows = withLanguage.map((score, index) => {
    const blind = withoutLanguage?.[index];
    const blindText = blind ? `   ${percent(blind).toFixed(1).padStart(5)}%` : '';
    return `  ${score.language.padEnd(6)} ${String(score.lines).padStart(4)}  ${percent(score).toFixed(1).padStart(5)}%${blindText}`;
  });
  const header = `  lang   lines  exact${withoutLanguage ? '   exact, language not given' : ''}`;
  return ['Ingredient lines parsed exactly (amount, unit and food), per language', header, ...rows].join(
    '\n',
  );
}

export const exactPercent = percent;

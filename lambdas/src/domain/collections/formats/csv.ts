// A spreadsheet of recipes: a header row names the columns (any case, common names: Title or Name,
// Ingredients, Instructions or Directions or Method, Prep time, Cook time, Servings or Yield, Source
// or URL, Notes, Rating, Category, Tags or Keywords, Image). A cell of ingredients or steps holds one
// per line, or, on one line, separated by semicolons. Commas, semicolons or tabs separate cells.
import { parse } from 'csv-parse/sync';
import { parseDuration } from '../../extraction/duration.js';
import { parseYield } from '../../extraction/yields.js';
import type { RecipeDraft } from '../item.js';
import { emptyRead, type FormatRead } from './read.js';

const COLUMNS: Record<keyof ColumnMap, readonly string[]> = {
  title: ['title', 'name', 'recipe', 'recipe name', 'recipe title'],
  description: ['description', 'summary', 'about'],
  ingredients: ['ingredients', 'ingredient'],
  instructions: ['instructions', 'directions', 'method', 'steps', 'preparation'],
  prepTime: ['prep time', 'prep', 'preparation time', 'prep time (minutes)', 'preptime'],
  cookTime: ['cook time', 'cook', 'cooking time', 'cook time (minutes)', 'cooktime'],
  servings: ['servings', 'serves', 'yield', 'portions'],
  sourceUrl: ['source', 'url', 'source url', 'link', 'web address'],
  notes: ['notes', 'note', 'comments'],
  rating: ['rating', 'stars'],
  categories: ['category', 'categories', 'course'],
  tags: ['tags', 'tag', 'keywords'],
  imageUrl: ['image', 'photo', 'image url', 'picture'],
};

interface ColumnMap {
  title: number;
  description: number;
  ingredients: number;
  instructions: number;
  prepTime: number;
  cookTime: number;
  servings: number;
  sourceUrl: number;
  notes: number;
  rating: number;
  categories: number;
  tags: number;
  imageUrl: number;
}

const fold = (s: string) => s.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

function columnsOf(header: readonly string[]): ColumnMap {
  const folded = header.map(fold);
  const map = {} as ColumnMap;
  for (const [field, names] of Object.entries(COLUMNS) as [keyof ColumnMap, readonly string[]][]) {
    map[field] = folded.findIndex((name) => names.includes(name));
  }
  return map;
}

function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const listOf = (cell: string): string[] => {
  const lines = cell
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length === 1 && lines[0]?.includes(';')
    ? lines[0]
        .split(';')
        .map((l) => l.trim())
        .filter(Boolean)
    : lines;
};

/** Whether text looks like a CSV with a header row that names a title column. */
export function looksLikeRecipeCsv(text: string): boolean {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const cells = header.split(delimiterOf(text)).map((c) => fold(c.replace(/^"|"$/g, '')));
  return cells.length >= 2 && cells.some((c) => COLUMNS.title.includes(c));
}

export function readCsv(text: string, origin: string): FormatRead {
  const read = emptyRead();
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ...read,
      failures: [
        {
          origin,
          reason: `${origin} is not a readable spreadsheet${line ? ` (a quote is not closed near line ${line})` : ''}`,
        },
      ],
    };
  }
  const [header, ...body] = rows;
  const columns = columnsOf(header ?? []);
  if (columns.title < 0) {
    return {
      ...read,
      failures: [{ origin, reason: `${origin} has no Title or Name column in its first row` }],
    };
  }
  body.forEach((row, index) => {
    const cell = (field: keyof ColumnMap): string =>
      columns[field] >= 0 ? (row[columns[field]] ?? '').trim() : '';
    const title = cell('title');
    const rowOrigin = `${origin}, row ${index + 2}${title ? ` (${title})` : ''}`;
    const rating = Number.parseFloat(cell('rating'));
    const draft: RecipeDraft = {
      title,
      description: cell('description'),
      ingredients: listOf(cell('ingredients')),
      instructions: listOf(cell('instructions')),
      prepTime: parseDuration(cell('prepTime')),
      cookTime: parseDuration(cell('cookTime')),
      servings: parseYield(cell('servings') || null).servings,
      sourceUrl: cell('sourceUrl'),
      notes: cell('notes'),
      rating: Number.isFinite(rating) ? rating : null,
      labels: [...cell('categories').split(/\s*[,;]\s*/), ...cell('tags').split(/\s*[,;]\s*/)].filter(
        Boolean,
      ),
      imageUrl: cell('imageUrl'),
    };
    read.drafts.push({ origin: rowOrigin, draft });
  });
  return read;
}

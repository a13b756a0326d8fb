// The allergen classifier's figures on the labelled lines (test/fixtures/allergen-lines.tsv): recall
// (every expected allergen flagged, as "contains" or "may contain": missing one is the dangerous error)
// and precision (every flagged allergen expected), overall and per allergen. The unit test holds them
// to the bar; `npm run bench` prints them.
import { readFileSync } from 'node:fs';
import { ALLERGENS, type Allergen } from '../../lambdas/src/contracts/allergens.js';
import { classifyLine } from '../../lambdas/src/domain/ingredients/classify-allergens.js';

export interface LabelledLine {
  readonly language: string;
  readonly line: string;
  readonly expected: ReadonlySet<Allergen>;
}

export function readLabelledLines(): LabelledLine[] {
  const text = readFileSync(new URL('../fixtures/allergen-lines.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((row) => row.trim() !== '' && !row.startsWith('#'))
    .map((row) => {
      const [language = '', line = '', labels = ''] = row.split('\t');
      const expected = new Set<Allergen>();
      for (const label of labels.trim().split(/\s+/)) {
        if (label === '-' || label === '') continue;
        const allergen = label.replace(/\?$/, '');
        if (!(ALLERGENS as readonly string[]).includes(allergen))
          throw new Error(`Unknown allergen ${label} in: ${row}`);
        expected.add(allergen as Allergen);
      }
      return { language, line, expected };
    });
}

export interface Figures {
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly falseNegatives: number;
  readonly recall: number;
  readonly precision: number;
}

const figures = (tp: number, fp: number, fn: number): Figures => ({
  truePositives: tp,
  falsePositives: fp,
  falseNegatives: fn,
  recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  precision: tp + fp === 0 ? 1 : tp / (tp + fp),
});

export interface Scored {
  readonly lines: number;
  readonly overall: Figures;
  readonly byAllergen: ReadonlyMap<Allergen, Figures>;
  readonly misses: { line: string; missed: Allergen[]; extra: Allergen[]; unknown: boolean }[];
  /** Lines flagged "could not be checked" (their food is not known), and how many hold an allergen. */
  readonly unknownLines: number;
  /** Expected allergens not found, on lines flagged unknown (the recipe is not called safe)... */
  readonly missedFlagged: number;
  /** ...and on lines read as known: the dangerous misses, neither found nor flagged. */
  readonly missedSilently: number;
}

export function scoreClassifier(lines: readonly LabelledLine[] = readLabelledLines()): Scored {
  const counts = new Map<Allergen, { tp: number; fp: number; fn: number }>(
    ALLERGENS.map((allergen) => [allergen, { tp: 0, fp: 0, fn: 0 }]),
  );
  const misses: Scored['misses'] = [];
  let unknownLines = 0;
  let missedFlagged = 0;
  let missedSilently = 0;
  for (const { line, expected } of lines) {
    const traits = classifyLine(line);
    const unknown = traits.unplaced.length > 0;
    if (unknown) unknownLines += 1;
    const flagged = new Set(ALLERGENS.filter((a) => traits.contains.has(a) || traits.may.has(a)));
    const missed = ALLERGENS.filter((a) => expected.has(a) && !flagged.has(a));
    const extra = ALLERGENS.filter((a) => flagged.has(a) && !expected.has(a));
    for (const allergen of ALLERGENS) {
      const count = counts.get(allergen);
      if (!count) continue;
      if (expected.has(allergen) && flagged.has(allergen)) count.tp += 1;
      else if (expected.has(allergen)) count.fn += 1;
      else if (flagged.has(allergen)) count.fp += 1;
    }
    if (unknown) missedFlagged += missed.length;
    else missedSilently += missed.length;
    if (missed.length > 0 || extra.length > 0) misses.push({ line, missed, extra, unknown });
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const byAllergen = new Map<Allergen, Figures>();
  for (const [allergen, count] of counts) {
    tp += count.tp;
    fp += count.fp;
    fn += count.fn;
    byAllergen.set(allergen, figures(count.tp, count.fp, count.fn));
  }
  return {
    lines: lines.length,
    overall: figures(tp, fp, fn),
    byAllergen,
    misses,
    unknownLines,
    missedFlagged,
    missedSilently,
  };
}

/** The allergens missed silently (neither found nor their line flagged), as a share of those expected. */
export function missedSilentlyShare(scored: Scored): number {
  const expected = scored.overall.truePositives + scored.overall.falseNegatives;
  return expected === 0 ? 0 : scored.missedSilently / expected;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The bench's lines: overall, then one per allergen. */
export function figuresReport(scored: Scored = scoreClassifier()): string {
  const rows = [...scored.byAllergen].map(
    ([allergen, f]) =>
      `  ${allergen.padEnd(12)} recall ${percent(f.recall).padStart(6)}  precision ${percent(f.precision).padStart(6)}  (${f.truePositives} found, ${f.falseNegatives} missed, ${f.falsePositives} extra)`,
  );
  return [
    `allergen classifier on ${scored.lines} labelled lines: recall ${percent(scored.overall.recall)}, precision ${percent(scored.overall.precision)}, missed silently ${percent(missedSilentlyShare(scored))}`,
    `  ${scored.unknownLines} lines flagged "could not be checked"; allergens missed: ${scored.missedFlagged} on flagged lines, ${scored.missedSilently} silently`,
    ...rows,
  ].join('\n');
}

import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

type Doubt = NonNullable<ExtractedRecipeResponse['doubtful']>[number];

interface DoubtfulLine {
  key: string;
  /** Where the line is in the review form: its recipe block, field and line. */
  recipe: number;
  field: Doubt['field'];
  line: number;
  where: string;
  text: string;
  marks: Doubt[];
  /** How sure the reader was of the line (0..100), where it said. */
  confidence: number | null;
  /** The line's place in the recipes, to keep their order among lines as doubtful. */
  order: number;
}

/** Where a line is, as the list names it: "Title", "Ingredient 3", "Step 2". */
function placeOf(field: Doubt['field'], line: number): string {
  if (field === 'title') return t`Title`;
  return field === 'ingredients' ? t`Ingredient ${line}` : t`Step ${line}`;
}

function lineText(recipe: ExtractedRecipeResponse, doubt: Doubt): string | undefined {
  if (doubt.field === 'title') return recipe.title;
  return recipe[doubt.field][doubt.line];
}

const FIELD_ORDER = { title: 0, ingredients: 1, instructions: 2 } as const;

/**
 * The lines holding doubtful words, each once, the most doubtful first: the reader's least sure
 * lines (its confidence in the line), then those with more marked words, then in the recipe's order.
 */
export function doubtfulLines(recipes: ExtractedRecipeResponse[]): DoubtfulLine[] {
  const lines = new Map<string, DoubtfulLine>();
  recipes.forEach((recipe, r) => {
    const confidence = (doubt: Doubt): number | null =>
      doubt.field === 'title'
        ? null
        : (recipe.readings?.find((x) => x.field === doubt.field && x.line === doubt.line)?.confidence ??
          null);
    for (const doubt of recipe.doubtful ?? []) {
      const text = lineText(recipe, doubt);
      if (text === undefined || doubt.end > text.length) continue;
      const key = `${r}:${doubt.field}:${doubt.line}`;
      const where = placeOf(doubt.field, doubt.line + 1);
      const recipeNumber = r + 1;
      const line = lines.get(key) ?? {
        key,
        recipe: r,
        field: doubt.field,
        line: doubt.field === 'title' ? 0 : doubt.line,
        where: recipes.length > 1 ? t`Recipe ${recipeNumber}, ${where}` : where,
        text,
        marks: [],
        confidence: confidence(doubt),
        order: r * 100_000 + FIELD_ORDER[doubt.field] * 10_000 + doubt.line,
      };
      line.marks.push(doubt);
      lines.set(key, line);
    }
  });
  return [...lines.values()].sort(
    (a, b) =>
      (a.confidence ?? 100) - (b.confidence ?? 100) || b.marks.length - a.marks.length || a.order - b.order,
  );
}

function Marked({ text, marks }: { text: string; marks: Doubt[] }) {
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const mark of sorted) {
    if (mark.start < at) continue;
    parts.push(text.slice(at, mark.start));
    parts.push(
      <mark
        key={mark.start}
        className="rounded bg-amber-100 px-0.5 font-semibold text-ink underline decoration-amber-700 decoration-wavy"
      >
        <span className="sr-only">
          <Trans>unsure:</Trans>{' '}
        </span>
        {text.slice(mark.start, mark.end)}
      </mark>,
    );
    at = mark.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * Puts the cursor on the line in the review form below, its text selected, so the cook types the fix
 * over it (the form stays the one place a line is edited; a line edited since keeps its place).
 */
function selectInForm({ recipe, field, line }: DoubtfulLine): void {
  const box = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="recipes.${recipe}.${field}"]`,
  );
  if (!box) return;
  const lines = box.value.split('\n');
  const start = lines.slice(0, line).reduce((sum, text) => sum + text.length + 1, 0);
  box.focus();
  box.setSelectionRange(start, start + (lines[line]?.length ?? 0));
}

/** The photo, so the words can be checked against it, kept as an object address while shown. */
function usePhotoAddress(photo: File | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return photo ? address : null;
}

/**
 * After a photo import: the words the reader was unsure of, highlighted in their lines beside the
 * photo, so the cook corrects them in the form below before saving.
 */
export function DoubtfulWords({
  recipes,
  photo,
}: {
  recipes: ExtractedRecipeResponse[];
  photo: File | null;
}) {
  const { t: tr } = useLingui();
  const lines = doubtfulLines(recipes);
  const photoAddress = usePhotoAddress(photo);
  const count = lines.reduce((sum, line) => sum + line.marks.length, 0);
  if (count === 0) return null;
  return (
    <section aria-labelledby="doubtful-words-heading" className="space-y-2">
      <h3 id="doubtful-words-heading" className="font-semibold">
        <Trans>Check these lines</Trans>
      </h3>
      <p>{plural(count, { one: '# word to check', other: '# words to check' })}</p>
      <p>
        <Trans>
          The reader was unsure of the marked words, the least sure lines first; compare them with the photo
          and fix them in the form below.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {photoAddress ? (
          <img
            src={photoAddress}
            alt={tr`Your photo, to compare with`}
            className="max-h-64 w-full rounded-lg border border-sage-600/30 object-contain sm:w-48"
          />
        ) : null}
        <ul className="min-w-0 flex-1 space-y-1" aria-label={tr`Lines with words to check`}>
          {lines.map((line) => {
            const where = line.where;
            return (
              <li key={line.key} className="flex items-start justify-between gap-2 break-words">
                <span className="min-w-0">
                  <span className="text-ink/70">{tr`${where}:`} </span>
                  <Marked text={line.text} marks={line.marks} />
                </span>
                <button
                  type="button"
                  onClick={() => selectInForm(line)}
                  aria-label={tr`Fix ${where}`}
                  className="shrink-0 rounded-md border border-sage-600/40 px-2 py-0.5 text-xs font-medium hover:bg-sage-600/10 focus-visible:outline-2 focus-visible:outline-sage-600"
                >
                  <Trans>Fix</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

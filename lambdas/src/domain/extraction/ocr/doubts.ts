// Where, in a recipe read from a photo, the words the reader was unsure of now stand: the review
// screen highlights them so a person checks them before saving. The reader reports its doubt per word;
// the recipe's lines are rebuilt from those words (joined, corrected), so each doubtful word is found
// again by its text, in reading order (title, ingredients, steps), one mark per time it was read.
import type { DoubtfulWord, ExtractedRecipe } from '../types.js';

/** Below this confidence (0..100) a word is worth a second look. */
export const DOUBT_BELOW = 70;

const core = (token: string): { text: string; offset: number } => {
  const m = /^[^\p{L}\p{N}¼½¾⅓⅔⅛]*(.*?)[^\p{L}\p{N}¼½¾⅓⅔⅛]*$/u.exec(token);
  const text = m?.[1] ?? '';
  return { text, offset: token.indexOf(text) };
};

/** Marks for each doubtful word (as it now reads) in the recipe's title, ingredients and steps. */
export function locateDoubts(
  recipe: Pick<ExtractedRecipe, 'title' | 'ingredients' | 'instructions'>,
  doubtfulWords: readonly string[],
): DoubtfulWord[] {
  const left = new Map<string, number>();
  for (const word of doubtfulWords) {
    const { text } = core(word);
    if (text) left.set(text, (left.get(text) ?? 0) + 1);
  }
  const marks: DoubtfulWord[] = [];
  const scan = (field: DoubtfulWord['field'], line: number, text: string) => {
    for (const m of text.matchAll(/\S+/g)) {
      const { text: word, offset } = core(m[0]);
      const count = left.get(word);
      if (!word || !count) continue;
      left.set(word, count - 1);
      const start = (m.index ?? 0) + offset;
      marks.push({ field, line, start, end: start + word.length });
    }
  };
  if (recipe.title) scan('title', 0, recipe.title);
  for (const [i, text] of recipe.ingredients.entries()) scan('ingredients', i, text);
  for (const [i, text] of recipe.instructions.entries()) scan('instructions', i, text);
  return marks;
}

// The deterministic reader of a printed recipe's lines (OCR or a PDF's text layer), used when no
// language model structures them. A recipe is: a title, maybe a facts line ("Serves 4 · Prep 10
// min"), an ingredient block and a method. The blocks are found by their headings ("Ingredients",
// "Method", also slightly misread), or without headings by their look: the ingredient block is the
// run of lines that open with an amount or unit, the method is what follows. A page with a second
// ingredient heading after a method holds a second recipe, whose title is the line above it.
import { suggestCategories } from '../category-hints.js';
import type { ExtractedRecipe } from '../types.js';
import {
  assembleIngredientEntries,
  assembleStepEntries,
  joinWrapped,
  type SourcedEntry,
  type SourcedText,
} from './assemble.js';
import { completeFacts, readFacts } from './facts.js';
import {
  factSegments,
  headingKind,
  isEndHeading,
  isShortPhrase,
  looksLikeIngredient,
  stepNumber,
  stripBullet,
} from './line-kinds.js';

interface Parts {
  header: string[];
  ingredients: SourcedText[];
  method: SourcedText[];
  facts: string[][];
}

/** What the page's lines say beyond their text: where each ends (layout.ts endsShort), by index. */
export interface LineHints {
  readonly endsShort?: readonly boolean[];
}

/** A recipe read from lines, with the indexes of the lines each ingredient and step was made of. */
export interface SourcedRecipe {
  readonly recipe: ExtractedRecipe;
  readonly sources: {
    readonly ingredients: readonly (readonly number[])[];
    readonly instructions: readonly (readonly number[])[];
  };
}

const isBlank = (line: string): boolean => !line.trim();

/** Where each recipe starts: the title line above each ingredient heading that follows a method. */
function recipeStarts(lines: readonly string[]): number[] {
  const starts = [0];
  let seenMethod = false;
  for (let i = 0; i < lines.length; i++) {
    const kind = headingKind(lines[i] as string);
    if (kind === 'instructions') seenMethod = true;
    if (kind !== 'ingredients' || !seenMethod) continue;
    // Back over blanks and facts lines to the title, then over a second title line.
    let at = i - 1;
    while (at > 0 && (isBlank(lines[at] as string) || factSegments(lines[at] as string))) at--;
    if (at <= (starts[starts.length - 1] as number)) continue;
    // A step's sentence is no title: this recipe's ingredients follow its method.
    if (/[.!?]$/.test(lines[at] as string)) continue;
    const above = lines[at - 1];
    if (
      above !== undefined &&
      !isBlank(above) &&
      isShortPhrase(above) &&
      isShortPhrase(lines[at] as string)
    ) {
      const aboveThat = lines[at - 2];
      if (aboveThat === undefined || isBlank(aboveThat)) at--;
    }
    starts.push(at);
    seenMethod = false;
  }
  return starts;
}

/** Splits one recipe's lines into header, ingredient block and method, by headings or by look. */
function splitParts(lines: readonly string[], offset: number, hints: LineHints): Parts {
  const parts: Parts = { header: [], ingredients: [], method: [], facts: [] };
  let section: 'header' | 'ingredients' | 'method' | 'end' = 'header';
  const hasIngredientHeading = lines.some((l) => headingKind(l) === 'ingredients');
  const hasMethodHeading = lines.some((l) => headingKind(l) === 'instructions');

  // The method came first and the ingredients after it (or a "method heading" was the title): the
  // list below the ingredient heading is read as one, and a step after it returns to the method.
  let methodFirst = false;

  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    const kind = headingKind(line);
    if (kind === 'ingredients' && (section !== 'method' || parts.ingredients.length === 0)) {
      methodFirst = section === 'method';
      section = 'ingredients';
      continue;
    }
    if (kind === 'instructions' && section === 'header' && nextHeading(lines, i) === 'ingredients') {
      // A title that opens with a method's words ("How to make Pulled Pork") above the ingredient
      // heading: a method heading would have its steps under it.
      parts.header.push(line);
      continue;
    }
    if (kind === 'instructions') {
      section = 'method';
      continue;
    }
    if (isEndHeading(line) && section !== 'header') section = 'end';
    if (section === 'end') continue;
    const lastFacts = parts.facts[parts.facts.length - 1];
    if (lastFacts && i > 0 && factSegments(lines[i - 1] as string) && /^\p{Ll}[\p{L} ]{0,20}$/u.test(line)) {
      // A facts line wrapped before its last unit: "Total time: 40" / "minutes".
      lastFacts[lastFacts.length - 1] = `${lastFacts[lastFacts.length - 1]} ${line}`;
      continue;
    }
    const facts = line.length <= 160 ? factSegments(line) : null;
    if (facts && section !== 'method') {
      parts.facts.push(facts);
      continue;
    }
    // In a method, "Bake 20 minutes. Cook 5 minutes more." is a step, not a facts line.
    if (facts && section === 'method' && facts.length >= 2 && !/[.!]$/.test(line)) {
      parts.facts.push(facts);
      continue;
    }
    if (
      section === 'header' &&
      !hasIngredientHeading &&
      line &&
      looksLikeIngredient(stripBullet(line).text)
    ) {
      // No headings: the ingredient block starts at the first line with an amount after the title.
      if (parts.header.some((h) => h.trim())) section = 'ingredients';
    }
    if (section === 'ingredients' && (!hasMethodHeading || methodFirst) && line && startsMethod(line))
      section = 'method';
    if (section === 'header') parts.header.push(line);
    else
      parts[section].push({
        text: line,
        index: offset + i,
        endsShort: hints.endsShort?.[offset + i] === true,
      });
  }
  return parts;
}

/** The kind of the next line after `at` with text that is not a facts line, when it is a heading. */
function nextHeading(lines: readonly string[], at: number): ReturnType<typeof headingKind> {
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isBlank(line) || factSegments(line)) continue;
    return headingKind(line);
  }
  return null;
}

/** Without a method heading, the method starts at step 1 or at the first sentence that is no ingredient. */
function startsMethod(line: string): boolean {
  if (stepNumber(line, 1)?.value === 1 && !/^\d+\s/.test(line)) return true;
  const { text } = stripBullet(line);
  return !looksLikeIngredient(text) && text.length > 60 && /[.!?]$/.test(text);
}

const TITLE_CONNECTOR =
  /(?:[,&:/+-]|\b(?:a|an|the|and|or|with|of|on|in|to|for|from|de|du|des|di|da|del|mit|und|au|aux|à|y|e|con)\s*)$/iu;
const titleCase = (line: string): boolean => {
  const words = line.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w));
};

/**
 * Title from the header's first paragraph: its first line, joined with a second line that carries on
 * the name (the first ends in "with", "a", "&"; or the second is a short Title Case phrase). The
 * rest of the header is the description.
 */
function titleAndDescription(header: readonly string[]): {
  title: string | null;
  description: string | null;
} {
  const start = header.findIndex((l) => /\p{L}{2}/u.test(l));
  if (start === -1) return { title: null, description: null };
  // A stray letter before the title is a speck at the photo's edge: "k Pan-seared beef".
  let title = (header[start] as string).replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  let next = start + 1;
  const second = header[next];
  if (
    second &&
    isShortPhrase(title) &&
    isShortPhrase(second) &&
    second.length <= 48 &&
    (TITLE_CONNECTOR.test(title) || /^\p{Ll}/u.test(second) || titleCase(second)) &&
    !/[.!?]/.test(second)
  ) {
    title = joinWrapped(title, second);
    next += 1;
  }
  const description = header
    .slice(next)
    .filter((l) => l.trim())
    .join(' ')
    .trim();
  return { title: title.replace(/\s+/g, ' '), description: description || null };
}

function readRecipe(lines: readonly string[], offset: number, hints: LineHints): SourcedRecipe | null {
  const parts = splitParts(lines, offset, hints);
  const ingredientEntries = assembleIngredientEntries(parts.ingredients);
  const stepEntries = assembleStepEntries(parts.method);
  const ingredients = ingredientEntries.map((e) => e.text);
  const instructions = stepEntries.map((e) => e.text);
  if (ingredients.length === 0 && instructions.length === 0) return null;
  const { title, description } = titleAndDescription(parts.header);
  const facts = completeFacts(readFacts(parts.facts), instructions);
  const recipe: ExtractedRecipe = {
    title,
    description,
    ingredients,
    instructions,
    sourceUrl: '',
    imageUrl: null,
    videoUrl: null,
    prepTime: facts.prepTime,
    cookTime: facts.cookTime,
    totalTime: facts.totalTime,
    servings: facts.servings,
    yields: facts.yields,
    suggestedCategories: suggestCategories({ categories: [], text: title ? [title] : [] }),
  };
  const from = (entries: SourcedEntry[]) => entries.map((e) => e.from);
  return { recipe, sources: { ingredients: from(ingredientEntries), instructions: from(stepEntries) } };
}

/** Every recipe in the lines of a page or document, in order; "" lines mark paragraph gaps. */
export function readRecipesFromLines(input: readonly string[], hints: LineHints = {}): ExtractedRecipe[] {
  return readSourcedRecipes(input, hints).map((r) => r.recipe);
}

/** As readRecipesFromLines, each recipe with the input lines its ingredients and steps came from. */
export function readSourcedRecipes(input: readonly string[], hints: LineHints = {}): SourcedRecipe[] {
  const lines = input.map((l) => l.replace(/\s+/g, ' ').trim());
  const starts = recipeStarts(lines);
  const recipes: SourcedRecipe[] = [];
  starts.forEach((start, k) => {
    const recipe = readRecipe(lines.slice(start, starts[k + 1] ?? lines.length), start, hints);
    if (recipe) recipes.push(recipe);
  });
  return recipes;
}

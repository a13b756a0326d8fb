// What a language model must answer when it structures recipe text, checked with zod, and the guard
// that keeps it from inventing amounts: an ingredient line carrying a number the source text does not
// contain is kept exactly as the model wrote it but flagged as uncertain for the user to check.
import * as z from '../../contracts/zod.js';
import type { StructuredRecipe as StructuredRecipePort } from '../../domain/import/ports.js';
import { parseJsonAnswer } from './json-answer.js';
import { modelRecipe, modelText } from './model-recipe.js';

export const structuredRecipe = z.extend(modelRecipe({ maxMinutes: 7 * 24 * 60, maxServings: 1000 }), {
  yields: z.optional(z.nullable(modelText)),
  /** Lines the model could not read with confidence, copied as they appear in the source. */
  uncertainLines: z._default(z.array(modelText), []),
}) satisfies z.ZodMiniType<StructuredRecipePort>;
export type StructuredRecipe = z.infer<typeof structuredRecipe>;

export const structuredAnswer = z.object({ recipes: z.array(structuredRecipe) });
export type StructuredAnswer = z.infer<typeof structuredAnswer>;

export const SYSTEM_PROMPT = [
  'You turn the text of a recipe (read from a web page, a photo or a PDF) into JSON.',
  'Answer with ONE JSON object and nothing else, shaped as:',
  '{"recipes":[{"title":string,"description":string|null,"ingredients":[string],"instructions":[string],',
  '"prepTimeMinutes":number|null,"cookTimeMinutes":number|null,"servings":number|null,"yields":string|null,',
  '"uncertainLines":[string]}]}',
  'Rules:',
  '- One entry per distinct recipe in the text; {"recipes":[]} when the text holds no recipe.',
  '- One ingredient per line, copied with its amount and unit exactly as written. Never invent, convert',
  '  or guess an amount: if an amount is missing, leave it missing.',
  '- A line you cannot read with confidence is copied as it is into ingredients or instructions AND into',
  '  uncertainLines.',
  '- One step per instruction; a section heading such as "For the sauce:" is its own line ending in ":".',
  '- Times in whole minutes and servings only when the text states them; otherwise null.',
].join('\n');

/** The user message: the text to structure, trimmed to what a model reads well. */
/** What Hearth's own rules made of the text, handed to the model as a starting point. */
export interface RulesReading {
  title: string | null;
  ingredients: readonly string[];
  instructions: readonly string[];
}

export function userPrompt(sourceText: string, hint?: RulesReading | null, maxChars = 30_000): string {
  const clipped = sourceText.length > maxChars ? `${sourceText.slice(0, maxChars)}\n[…]` : sourceText;
  const ask = `Structure the recipes in this text:\n\n<text>\n${clipped}\n</text>`;
  if (!hint || (!hint.ingredients.length && !hint.instructions.length)) return ask;
  const reading = JSON.stringify({
    title: hint.title,
    ingredients: hint.ingredients,
    instructions: hint.instructions,
  });
  return `${ask}\n\nA rule-based reader made this of the text; it may have missed lines, joined or split them wrongly, or kept misread words. Keep what it got right, fix what the text shows it got wrong, and never add what the text does not say:\n<rules_reading>\n${reading}\n</rules_reading>`;
}

/** Parses the model's answer: JSON (possibly fenced in ```json) validated against the schema. */
export function parseAnswer(
  raw: string,
): { ok: true; answer: StructuredAnswer } | { ok: false; problem: string } {
  const result = parseJsonAnswer(raw, structuredAnswer);
  return result.ok ? { ok: true, answer: result.value } : result;
}

const NUMBER = /\d+(?:[.,]\d+)?(?:\/\d+)?|[¼½¾⅓⅔⅛⅜⅝⅞]/g;
const squash = (value: string) => value.replace(/\s+/g, ' ').toLowerCase();

/** Flags ingredient lines whose amounts do not appear in the source text (the model made them up). */
export function flagInventedAmounts(recipe: StructuredRecipe, sourceText: string): StructuredRecipe {
  const source = squash(sourceText);
  const uncertain = new Set(recipe.uncertainLines);
  for (const line of recipe.ingredients) {
    const numbers = line.match(NUMBER) ?? [];
    if (numbers.some((number) => !source.includes(number.toLowerCase()))) uncertain.add(line);
  }
  return { ...recipe, uncertainLines: [...uncertain] };
}

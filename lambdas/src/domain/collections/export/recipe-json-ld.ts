// One recipe as schema.org Recipe JSON-LD, the way Hearth exports it and reads it back
// (collections/formats/schema-org.ts). What schema.org has no word for travels so that reader and
// other apps both understand it:
//   - ingredient section headings stay lines ending in ":" inside recipeIngredient (the form's own
//     convention; other apps show them as a heading-like line);
//   - step sections become HowToSection with their HowToStep items;
//   - the cook's own notes and rating are `hearth:notes` and `hearth:rating` (the `hearth` prefix is
//     declared in @context, so a JSON-LD processor keeps them as urn:hearth: terms);
//   - categories are recipeCategory (by name, as the category tree names them), tags are keywords;
//   - the source is isBasedOn (url would be the recipe's own address), the photo a path in the zip.
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { HEARTH_NOTES, HEARTH_RATING } from '../formats/schema-org.js';

export const JSON_LD_CONTEXT = ['https://schema.org', { hearth: 'urn:hearth:' }] as const;

export interface RecipeToExport {
  recipe: Pick<
    RecipeRecord,
    | 'id'
    | 'title'
    | 'description'
    | 'ingredients'
    | 'instructions'
    | 'sourceUrl'
    | 'prepTime'
    | 'cookTime'
    | 'servings'
    | 'notes'
    | 'createdAt'
    | 'updatedAt'
  >;
  /** The chosen categories' names (not their implied parents). */
  categories: readonly string[];
  tags: readonly string[];
  /** The owner's own rating, 1 to 5. */
  rating: number | null;
  /** The photo: its path inside the zip, or a web address. */
  image: string | null;
}

export interface HowToStep {
  '@type': 'HowToStep';
  text: string;
}

export interface HowToSection {
  '@type': 'HowToSection';
  name: string;
  itemListElement: HowToStep[];
}

const linesOf = (text: string | null): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const isHeading = (line: string) => line.endsWith(':');

/** ISO 8601 duration of whole minutes: 95 → "PT1H35M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Steps as HowToStep, each run of steps under a heading line as a HowToSection. */
export function instructionsOf(text: string | null): (HowToStep | HowToSection)[] {
  const out: (HowToStep | HowToSection)[] = [];
  let section: HowToSection | null = null;
  for (const line of linesOf(text)) {
    if (isHeading(line)) {
      section = { '@type': 'HowToSection', name: line.slice(0, -1).trim(), itemListElement: [] };
      out.push(section);
      continue;
    }
    const step: HowToStep = { '@type': 'HowToStep', text: line };
    if (section) section.itemListElement.push(step);
    else out.push(step);
  }
  // A heading with no steps under it is kept as a step, so nothing the cook wrote is lost.
  return out.map((part) =>
    part['@type'] === 'HowToSection' && part.itemListElement.length === 0
      ? { '@type': 'HowToStep', text: `${part.name}:` }
      : part,
  );
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function recipeJsonLd({ recipe, categories, tags, rating, image }: RecipeToExport) {
  const { prepTime, cookTime } = recipe;
  const total = present(prepTime) || present(cookTime) ? (prepTime ?? 0) + (cookTime ?? 0) : null;
  const node: Record<string, unknown> = {
    '@context': JSON_LD_CONTEXT,
    '@type': 'Recipe',
    '@id': `urn:hearth:recipe:${recipe.id}`,
    name: recipe.title,
    description: recipe.description ?? undefined,
    image: image ?? undefined,
    recipeIngredient: linesOf(recipe.ingredients),
    recipeInstructions: instructionsOf(recipe.instructions),
    prepTime: present(prepTime) ? isoDuration(prepTime) : undefined,
    cookTime: present(cookTime) ? isoDuration(cookTime) : undefined,
    totalTime: present(total) ? isoDuration(total) : undefined,
    recipeYield: present(recipe.servings) ? `${recipe.servings} servings` : undefined,
    recipeCategory: categories.length > 0 ? [...categories] : undefined,
    keywords: tags.length > 0 ? tags.join(', ') : undefined,
    isBasedOn: recipe.sourceUrl ?? undefined,
    dateCreated: recipe.createdAt || undefined,
    dateModified: recipe.updatedAt || undefined,
    [HEARTH_NOTES]: recipe.notes ?? undefined,
    [HEARTH_RATING]: rating ?? undefined,
  };
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));
}

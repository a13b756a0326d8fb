// schema.org Recipe as JSON-LD: one recipe, a list, an @graph, or a zip of such files (and of web
// pages carrying them). This is also Hearth's own export, which adds the cook's own notes and rating
// as `hearth:notes` and `hearth:rating` and names each photo by its path inside the zip. A page's
// aggregateRating is other people's verdict, so it is not taken as the cook's rating.
import { parseHtml } from '../../extraction/html-tree.js';
import { isRecipe, resolveRef, type SchemaNode } from '../../extraction/json-ld.js';
import { recipeFromSchema } from '../../extraction/schema-recipe.js';
import type { ArchiveEntry } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { asArray, decodeText, isObject, textOf } from '../text.js';
import { photoFrom } from './photos.js';
import { addFileDrafts, baseName, emptyRead, type FormatRead, folderOf } from './read.js';

export const HEARTH_NOTES = 'hearth:notes';
export const HEARTH_RATING = 'hearth:rating';

const labelsOf = (v: unknown): string[] =>
  asArray(v).flatMap((x) => (typeof x === 'string' ? x.split(/\s*,\s*/) : []).filter(Boolean));

/** The first image the node names: a path inside the archive or a web address. */
function imageOf(node: SchemaNode): string | null {
  for (const raw of asArray(node.image)) {
    const url = isObject(raw) ? textOf(raw.contentUrl ?? raw.url) : textOf(raw);
    if (url) return url;
  }
  return null;
}

function schemaDraft(node: SchemaNode, byId: Map<string, SchemaNode>, photos: PhotoLookup): RecipeDraft {
  const source = textOf(node.url) ?? textOf(node.mainEntityOfPage) ?? textOf(node.isBasedOn) ?? '';
  const { recipe } = recipeFromSchema(node, source, (v) => resolveRef(v, byId));
  const image = imageOf(node);
  const local = image && !/^https?:\/\//i.test(image) ? photos(image) : null;
  const rating = node[HEARTH_RATING];
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    sourceUrl: recipe.sourceUrl,
    imageUrl: local ? null : image,
    notes: textOf(node[HEARTH_NOTES]),
    rating: typeof rating === 'number' ? rating : null,
    labels: [...labelsOf(node.recipeCategory), ...labelsOf(node.keywords)],
    ...(local ?? {}),
  };
}

type PhotoLookup = (path: string) => Pick<RecipeDraft, 'photo' | 'warnings'> | null;

/** JSON-LD blocks of one file: a .json/.jsonld file is one block; a web page has its script blocks. */
function blocksOf(entry: ArchiveEntry): string[] {
  const text = decodeText(entry.bytes);
  return /\.html?$/i.test(entry.name) ? parseHtml(text).jsonLd : [text];
}

const parsed = (block: string): unknown => {
  try {
    return JSON.parse(block);
  } catch {
    return undefined;
  }
};

/**
 * Every Recipe node, in order. Unlike a web page's reading (extraction/json-ld.ts), two recipes with
 * the same name stay two: in a collection they are two recipes.
 */
function recipeNodes(values: readonly unknown[]): { recipes: SchemaNode[]; byId: Map<string, SchemaNode> } {
  const recipes: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 12 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const node = v as SchemaNode;
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) byId.set(node['@id'], node);
    if (isRecipe(node)) {
      recipes.push(node);
      return;
    }
    for (const [key, x] of Object.entries(node)) if (key !== '@context') visit(x, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return { recipes, byId };
}

export function readSchemaOrg(entries: readonly ArchiveEntry[]): FormatRead {
  const read = emptyRead();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const entry of entries) {
    if (!/\.(json|jsonld|html?)$/i.test(entry.name)) continue;
    const origin = baseName(entry.name);
    const values = blocksOf(entry).map(parsed);
    if (/\.json(ld)?$/i.test(entry.name) && values.every((v) => v === undefined)) {
      read.failures.push({ origin, reason: `${origin} is damaged: it is not readable JSON` });
      continue;
    }
    const { recipes, byId } = recipeNodes(values);
    const folder = folderOf(entry.name);
    const photos: PhotoLookup = (path) => {
      const clean = path.replace(/^\.\//, '');
      const found = [`${folder}${clean}`, clean].find((name) => byName.has(name));
      return found ? photoFrom(byName, [found]) : null;
    };
    addFileDrafts(read, origin, recipes, (node) => schemaDraft(node, byId, photos));
  }
  return read;
}

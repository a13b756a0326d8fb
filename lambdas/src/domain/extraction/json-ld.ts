// schema.org Recipe nodes from JSON-LD blocks: top-level objects, arrays, @graph, and recipes nested
// in other nodes (WebPage.mainEntity, ItemList items, ...). Blocks with small syntax slips (raw
// newlines in strings, trailing commas, HTML comments) are repaired rather than dropped.

export type SchemaNode = Record<string, unknown>;

export interface JsonLdResult {
  recipes: SchemaNode[];
  /** Every node carrying an @id, to resolve {"@id": ...} references. */
  byId: Map<string, SchemaNode>;
}

/**
 * Raw control characters inside strings are invalid JSON: a line break becomes an escaped one (it
 * often separates ingredients), any other a space. Outside strings they are plain whitespace.
 */
function escapeControlChars(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (inString && c === '\\') {
      out += c + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') inString = !inString;
    if (inString && c < ' ') out += c === '\n' ? '\\n' : ' ';
    else out += c;
  }
  return out;
}

function parseLenient(text: string): unknown {
  const s = text.trim();
  if (!s) return null;
  try {
    return JSON.parse(s);
  } catch {
    const repaired = escapeControlChars(s)
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
      .replace(/,\s*([}\]])/g, '$1')
      .trim()
      .replace(/;$/, '');
    try {
      return JSON.parse(repaired);
    } catch {
      try {
        // Several objects written one after another.
        return JSON.parse(`[${repaired.replace(/}\s*{/g, '},{')}]`);
      } catch {
        return null;
      }
    }
  }
}

export function typesOf(node: SchemaNode): string[] {
  const t = node['@type'] ?? node.type;
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^.*[/#:]/, '').toLowerCase());
}

export const isRecipe = (node: SchemaNode): boolean => typesOf(node).includes('recipe');

const isObject = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readJsonLd(blocks: readonly string[]): JsonLdResult {
  const recipes: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const seen = new Set<unknown>();

  const visit = (v: unknown, depth: number): void => {
    if (depth > 12 || v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const node = v as SchemaNode;
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    if (isRecipe(node)) {
      recipes.push(node);
      return;
    }
    for (const [k, x] of Object.entries(node)) {
      if (k !== '@context' && typeof x === 'object') visit(x, depth + 1);
    }
  };

  for (const block of blocks) visit(parseLenient(block), 0);

  // A recipe that appears twice (by @id, or the same name) is one recipe: merge, first wins.
  const merged: SchemaNode[] = [];
  for (const r of recipes) {
    const twin = merged.find(
      (m) => (r['@id'] && m['@id'] === r['@id']) || (typeof r.name === 'string' && m.name === r.name),
    );
    if (twin) {
      for (const [k, v] of Object.entries(r)) if (twin[k] === undefined) twin[k] = v;
    } else merged.push({ ...r });
  }
  return { recipes: merged, byId };
}

/** Replaces a bare {"@id": ...} reference with the node it points to. */
export function resolveRef(value: unknown, byId: Map<string, SchemaNode>): unknown {
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

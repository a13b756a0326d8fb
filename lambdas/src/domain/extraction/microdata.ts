// schema.org Recipe items written as microdata (itemscope/itemtype/itemprop) or RDFa
// (typeof/property), read into the same plain-object shape as JSON-LD so one normaliser serves all.
// Text values keep block boundaries as newlines, so a list marked as one property still splits
// into ingredients or steps.
import { readsAsIngredient } from './amount-line.js';
import { classOf, findAll, type HtmlElement, itemLines, linesOf, textOf, walk } from './html-tree.js';
import type { SchemaNode } from './json-ld.js';

interface Syntax {
  isItem(el: HtmlElement): boolean;
  itemType(el: HtmlElement): string;
  props(el: HtmlElement): string[];
}

const MICRODATA: Syntax = {
  isItem: (el) => 'itemscope' in el.attrs,
  itemType: (el) => el.attrs.itemtype ?? '',
  props: (el) => (el.attrs.itemprop ? el.attrs.itemprop.split(/\s+/).filter(Boolean) : []),
};

const RDFA: Syntax = {
  isItem: (el) => 'typeof' in el.attrs,
  itemType: (el) => el.attrs.typeof ?? '',
  props: (el) =>
    el.attrs.property
      ? el.attrs.property
          .split(/\s+/)
          .filter(Boolean)
          .map((p) => p.replace(/^.*[/#:]/, ''))
      : [],
};

// Older vocabularies (data-vocabulary.org, hRecipe-style names) mapped onto schema.org names.
const ALIASES: Record<string, string> = {
  ingredient: 'recipeIngredient',
  ingredients: 'recipeIngredient',
  instructions: 'recipeInstructions',
  instruction: 'recipeInstructions',
  photo: 'image',
  yield: 'recipeYield',
  summary: 'description',
  duration: 'totalTime',
};

const isRecipeType = (t: string): boolean => t.split(/\s+/).some((x) => /(^|[/#:])recipe$/i.test(x));

function propertyValue(el: HtmlElement): string {
  const a = el.attrs;
  if (a.content !== undefined) return a.content;
  switch (el.name) {
    case 'meta':
      return a.content ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'embed':
    case 'iframe':
      return a['data-src'] || a['data-lazy-src'] || a.src || '';
    case 'a':
    case 'link':
    case 'area':
      if (a.href && !linesOf(el).length) return a.href;
      break;
    case 'time':
      if (a.datetime) return a.datetime;
      break;
    case 'data':
    case 'meter':
      if (a.value) return a.value;
      break;
  }
  if (a.resource && !el.children.length) return a.resource;
  return itemLines(el).join('\n');
}

const LIST_PROPS = new Set(['recipeIngredient', 'recipeInstructions']);

const EMPHASIS = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const GROUP_CLASS = /(?:^|[-_\s])(?:group|head|heading|title|subtitle)(?:$|[-_\s])/;

/**
 * The names of groups inside one marked list ("Meatballs", "For the sauce"): a heading, a line all in
 * bold, or an element whose class says it heads a group, without an amount of its own.
 */
function groupTitles(container: HtmlElement): Set<string> {
  const titles = new Set<string>();
  for (const el of findAll(
    container,
    (e) => e !== container && (EMPHASIS.has(e.name) || GROUP_CLASS.test(classOf(e))),
  )) {
    const text = textOf(el);
    if (text && text.length <= 60 && !readsAsIngredient(text)) titles.add(text.replace(/[:：]$/, ''));
  }
  return titles;
}

/**
 * Ingredient and step properties: one marked element per entry reads each element as one line;
 * a single marked container (a <div> of entries) splits at every block inside it.
 */
function listValue(key: string, els: readonly HtmlElement[]): string[] {
  if (els.length === 1 && els[0] && els[0].name !== 'li' && els[0].attrs.content === undefined) {
    // A step keeps its group's name (the heuristic reader writes it before the step, too).
    const titles = key === 'recipeIngredient' ? groupTitles(els[0]) : new Set<string>();
    return linesOf(els[0]).filter((line) => !titles.has(line.replace(/\s+/g, ' ').trim()));
  }
  return els.map(propertyValue);
}

/** Whether `inner` lies inside `outer`. */
function isInside(inner: HtmlElement, outer: HtmlElement): boolean {
  for (let e = inner.parent; e; e = e.parent) if (e === outer) return true;
  return false;
}

function readItem(itemEl: HtmlElement, syntax: Syntax, depth: number): SchemaNode {
  const node: SchemaNode = {
    '@type': syntax
      .itemType(itemEl)
      .split(/\s+/)
      .map((t) => t.replace(/^.*[/#:]/, '')),
  };
  const listEls = new Map<string, HtmlElement[]>();
  const add = (prop: string, v: unknown) => {
    const key = ALIASES[prop] ?? prop;
    if (v && typeof v === 'object' && 'children' in v && 'attrs' in v) {
      const el = v as HtmlElement;
      if (LIST_PROPS.has(key)) {
        const els = listEls.get(key) ?? [];
        els.push(el);
        listEls.set(key, els);
        return;
      }
      v = propertyValue(el);
    }
    const prev = node[key];
    if (prev === undefined) node[key] = v;
    else if (Array.isArray(prev)) prev.push(v);
    else node[key] = [prev, v];
  };
  walk(itemEl, (el) => {
    if (el === itemEl) return true;
    // One element named by a property and its older alias ("ingredients recipeIngredient") is one value.
    const props = [...new Set(syntax.props(el).map((p) => ALIASES[p] ?? p))];
    if (syntax.isItem(el)) {
      if (props.length && depth < 4) {
        const nested = readItem(el, syntax, depth + 1);
        for (const p of props) add(p, nested);
      }
      return false;
    }
    for (const p of props) add(p, el);
    return true;
  });
  for (const [key, all] of listEls) {
    // A marked container around marked entries ("recipeIngredient" on the list, "ingredients" on each
    // line) is the same list told twice: its entries are read.
    const els = all.filter((el) => !all.some((other) => other !== el && isInside(other, el)));
    const prev = node[key];
    node[key] = [...(prev === undefined ? [] : Array.isArray(prev) ? prev : [prev]), ...listValue(key, els)];
  }
  return node;
}

const RECIPE_LISTS = /^(recipeIngredient|ingredients?|recipeInstructions)$/;

function ancestors(el: HtmlElement): HtmlElement[] {
  const out: HtmlElement[] = [];
  for (let e: HtmlElement | null = el; e; e = e.parent) out.push(e);
  return out.reverse();
}

/**
 * Recipe properties marked up without their Recipe item (a missing itemscope is a common slip):
 * read the smallest element holding all the ingredient and step properties as the item.
 */
function orphanRecipe(root: HtmlElement): SchemaNode | null {
  let common: HtmlElement[] | null = null;
  walk(root, (el) => {
    if (!MICRODATA.props(el).some((p) => RECIPE_LISTS.test(p))) return true;
    const chain = ancestors(el);
    if (!common) common = chain.slice(0, -1);
    else {
      let i = 0;
      while (i < common.length && common[i] === chain[i]) i++;
      common = common.slice(0, i);
    }
    return false;
  });
  const holder = (common as HtmlElement[] | null)?.at(-1);
  return holder ? { ...readItem(holder, MICRODATA, 0), '@type': ['Recipe'] } : null;
}

/** Recipe items of the page in microdata, then RDFa. */
export function readMicrodata(root: HtmlElement): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const syntax of [MICRODATA, RDFA]) {
    walk(root, (el) => {
      if (syntax.isItem(el) && isRecipeType(syntax.itemType(el))) {
        out.push(readItem(el, syntax, 0));
        return false;
      }
      return true;
    });
  }
  if (!out.length) {
    const orphan = orphanRecipe(root);
    if (orphan) out.push(orphan);
  }
  return out;
}

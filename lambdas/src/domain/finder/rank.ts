// Ranking by fit (issue 7): recipes that use every ingredient the user has come first, then those
// missing the fewest of their own ingredients, then those using more of the user's; ties keep the
// order the candidates came in (newest first). Staples (salt, pepper, water) never count as missing.
import { foodKey, keyMatches, lineFoods } from '../ingredients/food-keys.js';

export interface GivenIngredient {
  /** As the user typed it (lower-case, trimmed): what the page shows under "Uses". */
  name: string;
  key: string;
}

export interface Fit {
  /** The user's ingredients this recipe uses, in the user's order. */
  uses: string[];
  /** The recipe's foods the user lacks (each a list of alternatives). */
  missing: string[][];
  usesAll: boolean;
}

/** The user's chips as keys; a chip that reduces to nothing ("fresh") is dropped. */
export function givenIngredients(chips: string[]): GivenIngredient[] {
  return chips.flatMap((name) => {
    const key = foodKey(name);
    return key ? [{ name, key }] : [];
  });
}

const matchesFood = (given: GivenIngredient, food: string[]) =>
  food.some((key) => keyMatches(given.key, key));

/** How well a recipe with `foods` fits what the user has. */
export function fitOf(given: GivenIngredient[], foods: string[][]): Fit {
  const uses = given.filter((ingredient) => foods.some((food) => matchesFood(ingredient, food)));
  const missing = foods.filter((food) => !given.some((ingredient) => matchesFood(ingredient, food)));
  return { uses: uses.map((ingredient) => ingredient.name), missing, usesAll: uses.length === given.length };
}

/**
 * fitOf for many recipes sharing foods: which of the user's ingredients meet a food is worked out once
 * per distinct food (a bitmask), so ranking a whole collection costs one pass over its food lists.
 */
function fitsOfFoods(given: GivenIngredient[]): (foods: string[][]) => Fit {
  if (given.length > 30) return (foods) => fitOf(given, foods);
  const masks = new Map<string, number>();
  const maskOf = (food: string[]) => {
    const id = food.join('|');
    let mask = masks.get(id);
    if (mask === undefined) {
      mask = 0;
      for (const [i, ingredient] of given.entries()) if (matchesFood(ingredient, food)) mask |= 1 << i;
      masks.set(id, mask);
    }
    return mask;
  };
  return (foods) => {
    let used = 0;
    const missing: string[][] = [];
    for (const food of foods) {
      const mask = maskOf(food);
      used |= mask;
      if (mask === 0) missing.push(food);
    }
    const uses = given.filter((_, i) => used & (1 << i)).map((ingredient) => ingredient.name);
    return { uses, missing, usesAll: uses.length === given.length };
  };
}

/** Orders candidates by fit, dropping those that use none of the user's ingredients. */
export function rankByFit<T>(
  given: GivenIngredient[],
  candidates: Iterable<{ item: T; foods: string[][] }>,
): (Fit & { item: T })[] {
  const ranked: (Fit & { item: T; order: number })[] = [];
  const fitFor = fitsOfFoods(given);
  let order = 0;
  for (const candidate of candidates) {
    const fit = fitFor(candidate.foods);
    if (fit.uses.length > 0) ranked.push({ ...fit, item: candidate.item, order: order++ });
  }
  ranked.sort(
    (a, b) =>
      Number(b.usesAll) - Number(a.usesAll) ||
      a.missing.length - b.missing.length ||
      b.uses.length - a.uses.length ||
      a.order - b.order,
  );
  return ranked.map(({ order: _order, ...rest }) => rest);
}

/** A candidate's place by fit, its missing foods counted rather than listed. */
export interface CountedFit<T> {
  item: T;
  uses: string[];
  usesAll: boolean;
  missing: number;
}

/**
 * rankByFit for candidates whose foods are numbers into one list of distinct foods (the household's
 * finder index): each distinct food meets the user's ingredients once, and a recipe's fit is then a
 * few bit operations, so a collection of thousands ranks in about a millisecond. Same order.
 */
export function rankByFoodNumbers<T>(
  given: GivenIngredient[],
  foods: string[][],
  candidates: Iterable<{ item: T; foods: ArrayLike<number> }>,
): CountedFit<T>[] {
  if (given.length > 30)
    return rankByFit(
      given,
      Array.from(candidates, (candidate) => ({
        item: candidate.item,
        foods: Array.from(candidate.foods, (food) => foods[food] ?? []),
      })),
    ).map((fit) => ({ ...fit, missing: fit.missing.length }));
  const masks = Int32Array.from(foods, (food) => {
    let mask = 0;
    for (const [i, ingredient] of given.entries()) if (matchesFood(ingredient, food)) mask |= 1 << i;
    return mask;
  });
  const all = 2 ** given.length - 1;
  const usesOf = new Map<number, string[]>();
  const ranked: (CountedFit<T> & { order: number })[] = [];
  let order = 0;
  for (const candidate of candidates) {
    let used = 0;
    let missing = 0;
    for (let i = 0; i < candidate.foods.length; i += 1) {
      const mask = masks[candidate.foods[i] ?? 0] ?? 0;
      used |= mask;
      if (mask === 0) missing += 1;
    }
    if (used === 0) continue;
    let uses = usesOf.get(used);
    if (!uses) {
      uses = given.filter((_, i) => used & (1 << i)).map((ingredient) => ingredient.name);
      usesOf.set(used, uses);
    }
    ranked.push({ item: candidate.item, uses, usesAll: used === all, missing, order: order++ });
  }
  ranked.sort(
    (a, b) =>
      Number(b.usesAll) - Number(a.usesAll) ||
      a.missing - b.missing ||
      b.uses.length - a.uses.length ||
      a.order - b.order,
  );
  return ranked.map(({ item, uses, usesAll, missing }) => ({ item, uses, usesAll, missing }));
}

/** The recipe's ingredient lines the user lacks something for, as written (headings and staples never). */
export function missingLines(given: GivenIngredient[], ingredients: string | null): string[] {
  return (ingredients ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      const foods = lineFoods(line);
      return foods.some((food) => !given.some((ingredient) => matchesFood(ingredient, food)));
    });
}

// Hearth's category tree (SPEC: Breakfast, Lunch, Appetizers/Breads, Dinner, Desserts, with
// subcategories, plus the two hidden system categories) and the words that suggest each one for an
// imported recipe. The recipes area seeds its categories from this same constant.

export interface CategoryNode {
  readonly slug: string;
  readonly name: string;
  /** Lower-case words or phrases; a whole-word match in the recipe's text suggests this category. */
  readonly hints: readonly string[];
  readonly children?: readonly CategoryNode[];
  /** Kept out of the top-level button list and never suggested. */
  readonly hidden?: boolean;
}

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    slug: 'breakfast',
    name: 'Breakfast',
    hints: ['breakfast', 'brunch', 'petit-déjeuner', 'frühstück', 'desayuno', 'colazione', 'ontbijt'],
    children: [
      {
        slug: 'pancakes-waffles',
        name: 'Pancakes & Waffles',
        hints: ['pancake', 'pancakes', 'waffle', 'waffles', 'crepe', 'crepes', 'crêpes', 'french toast'],
      },
      {
        slug: 'eggs',
        name: 'Eggs',
        hints: ['omelet', 'omelette', 'frittata', 'scrambled eggs', 'quiche', 'eggs benedict', 'shakshuka'],
      },
      {
        slug: 'smoothies',
        name: 'Smoothies & Drinks',
        hints: ['smoothie', 'smoothies', 'milkshake', 'juice', 'latte', 'cocktail', 'lemonade'],
      },
      {
        slug: 'oats-granola',
        name: 'Oats & Granola',
        hints: ['oatmeal', 'porridge', 'granola', 'overnight oats', 'muesli'],
      },
    ],
  },
  {
    slug: 'lunch',
    name: 'Lunch',
    hints: ['lunch', 'déjeuner', 'mittagessen', 'almuerzo', 'pranzo', 'lunchbox'],
    children: [
      {
        slug: 'salads',
        name: 'Salads',
        hints: ['salad', 'salads', 'salade', 'salat', 'ensalada', 'insalata', 'slaw', 'coleslaw'],
      },
      {
        slug: 'soups',
        name: 'Soups',
        hints: [
          'soup',
          'soups',
          'chowder',
          'bisque',
          'gazpacho',
          'soupe',
          'suppe',
          'sopa',
          'zuppa',
          'soep',
          'minestrone',
          'ramen',
        ],
      },
      {
        slug: 'sandwiches-wraps',
        name: 'Sandwiches & Wraps',
        hints: [
          'sandwich',
          'sandwiches',
          'wrap',
          'wraps',
          'panini',
          'burger',
          'burgers',
          'toastie',
          'quesadilla',
        ],
      },
    ],
  },
  {
    slug: 'appetizers-breads',
    name: 'Appetizers/Breads',
    hints: [
      'appetizer',
      'appetizers',
      'starter',
      'starters',
      'snack',
      'snacks',
      'entrée',
      'vorspeise',
      'aperitivo',
      'antipasto',
      'antipasti',
      'tapas',
      "hors d'oeuvre",
      'finger food',
    ],
    children: [
      {
        slug: 'breads',
        name: 'Breads',
        hints: [
          'bread',
          'breads',
          'loaf',
          'focaccia',
          'baguette',
          'brioche',
          'rolls',
          'buns',
          'biscuits',
          'scones',
          'muffins',
          'pain',
          'brot',
          'brood',
          'sourdough',
          'flatbread',
          'naan',
          'bagels',
        ],
      },
      {
        slug: 'dips-spreads',
        name: 'Dips & Spreads',
        hints: ['dip', 'dips', 'hummus', 'guacamole', 'salsa', 'tapenade', 'pâté', 'spread'],
      },
    ],
  },
  {
    slug: 'dinner',
    name: 'Dinner',
    hints: [
      'dinner',
      'supper',
      'main course',
      'main dish',
      'mains',
      'entree',
      'dîner',
      'plat principal',
      'abendessen',
      'hauptgericht',
      'cena',
      'plato principal',
      'secondi',
      'hoofdgerecht',
      'diner',
    ],
    children: [
      {
        slug: 'chicken-poultry',
        name: 'Chicken & Poultry',
        hints: ['chicken', 'turkey', 'duck', 'poulet', 'hähnchen', 'pollo', 'kip'],
      },
      {
        slug: 'beef-pork-lamb',
        name: 'Beef, Pork & Lamb',
        hints: [
          'beef',
          'steak',
          'pork',
          'lamb',
          'sausage',
          'ham',
          'bacon',
          'meatballs',
          'bœuf',
          'rind',
          'ternera',
          'manzo',
          'rundvlees',
        ],
      },
      {
        slug: 'fish-seafood',
        name: 'Fish & Seafood',
        hints: [
          'fish',
          'salmon',
          'tuna',
          'cod',
          'shrimp',
          'prawns',
          'seafood',
          'scallops',
          'mussels',
          'poisson',
          'fisch',
          'pescado',
          'pesce',
          'vis',
        ],
      },
      {
        slug: 'pasta-rice',
        name: 'Pasta & Rice',
        hints: [
          'pasta',
          'spaghetti',
          'lasagna',
          'lasagne',
          'noodles',
          'risotto',
          'rice',
          'paella',
          'gnocchi',
          'macaroni',
          'penne',
        ],
      },
      {
        slug: 'vegetarian',
        name: 'Vegetarian',
        hints: ['vegetarian', 'vegan', 'végétarien', 'vegetarisch', 'vegetariano', 'plant-based', 'meatless'],
      },
      {
        slug: 'sides',
        name: 'Side Dishes',
        hints: [
          'side dish',
          'side dishes',
          'sides',
          'beilage',
          'accompagnement',
          'guarnición',
          'contorno',
          'bijgerecht',
        ],
      },
    ],
  },
  {
    slug: 'desserts',
    name: 'Desserts',
    hints: [
      'dessert',
      'desserts',
      'nachtisch',
      'nachspeise',
      'postre',
      'postres',
      'dolce',
      'dolci',
      'nagerecht',
    ],
    children: [
      {
        slug: 'cakes',
        name: 'Cakes',
        hints: [
          'cake',
          'cakes',
          'cupcake',
          'cupcakes',
          'cheesecake',
          'gâteau',
          'kuchen',
          'torte',
          'tarta',
          'torta',
          'taart',
        ],
      },
      {
        slug: 'cookies-bars',
        name: 'Cookies & Bars',
        hints: [
          'cookie',
          'cookies',
          'brownie',
          'brownies',
          'bars',
          'blondies',
          'biscotti',
          'shortbread',
          'macarons',
          'kekse',
          'galletas',
        ],
      },
      {
        slug: 'pies-tarts',
        name: 'Pies & Tarts',
        hints: ['pie', 'pies', 'tart', 'tarts', 'tarte', 'crumble', 'cobbler', 'galette'],
      },
      {
        slug: 'frozen-desserts',
        name: 'Frozen Desserts',
        hints: ['ice cream', 'gelato', 'sorbet', 'popsicles', 'semifreddo', 'frozen yogurt'],
      },
      {
        slug: 'puddings-custards',
        name: 'Puddings & Custards',
        hints: ['pudding', 'custard', 'mousse', 'panna cotta', 'flan', 'crème brûlée', 'tiramisu', 'trifle'],
      },
    ],
  },
  { slug: 'dinner-party-menus', name: 'Dinner Party Menus', hints: [], hidden: true },
  { slug: 'recipes-to-try', name: 'Recipes To Try', hints: [], hidden: true },
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matcher = (hints: readonly string[]): RegExp | null =>
  hints.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${hints.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
    : null;

interface Compiled {
  slug: string;
  parent: string | null;
  re: RegExp | null;
}
const COMPILED: Compiled[] = CATEGORY_TREE.filter((c) => !c.hidden).flatMap((c) => [
  { slug: c.slug, parent: null, re: matcher(c.hints) },
  ...(c.children ?? []).map((k) => ({ slug: k.slug, parent: c.slug, re: matcher(k.hints) })),
]);

export interface CategorySignals {
  /** schema.org recipeCategory, course or meal words: the strongest signal. */
  categories: readonly string[];
  /** keywords, cuisine and the title. */
  text: readonly string[];
}

/**
 * Category slugs suggested for a recipe, in tree order, at most four. A subcategory brings its
 * parent with it. Explicit categories count alone; when they match nothing, keywords and the
 * title are tried.
 */
export function suggestCategories(signals: CategorySignals): string[] {
  const pick = (haystack: string): Set<string> => {
    const found = new Set<string>();
    if (!haystack) return found;
    for (const c of COMPILED) {
      if (c.re?.test(haystack)) {
        if (c.parent) found.add(c.parent);
        found.add(c.slug);
      }
    }
    return found;
  };
  let found = pick(signals.categories.join(' | '));
  if (!found.size) found = pick(signals.text.join(' | '));
  return COMPILED.map((c) => c.slug)
    .filter((s) => found.has(s))
    .slice(0, 4);
}

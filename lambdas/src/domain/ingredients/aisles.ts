// Where a food is found in the shop. The built-in table names foods and phrases; a line's food matches its
// longest phrase, preferring the words at the end ("chicken breast" is meat, "garlic powder" is pantry, "coconut
// milk" is pantry though "milk" is dairy). "frozen" anywhere wins. A user's own correction for a food (stored
// per user, see aisle-correction.ts) overrides the table for that food from then on.
import type { Aisle } from '../../contracts/aisles.js';
import { foodKey, singular } from './food-name.js';
import { foreignFoodKey } from './languages/foods.js';

// Comma-separated entries; an entry of several words is one phrase ("bell pepper", "coconut milk").
const FOODS: Record<Exclude<Aisle, 'other'>, string> = {
  produce: `apple, apricot, artichoke, arugula, asparagus, avocado, banana, basil, bean sprout, beet, bell pepper,
    berry, blackberry, blueberry, bok choy, broccoli, broccolini, brussels sprout, butternut squash, cabbage,
    cantaloupe, carrot, cauliflower, celery, chard, cherry, cherry tomato, chili, chile, chive, cilantro,
    clementine, collard greens, corn on the cob, cranberry, cucumber, dill, eggplant, endive, fennel, fig, garlic,
    ginger, grape, grapefruit, green bean, green onion, habanero, herbs, honeydew, jalapeno, jalapeño, kale, kiwi,
    leek, lemon, lemongrass, lettuce, lime, mango, melon, mint, mushroom, nectarine, okra, onion, orange, papaya,
    parsley, parsnip, peach, pear, snow pea, pineapple, plum, pomegranate, potato, pumpkin, radish, raspberry,
    red onion, rhubarb, romaine, rosemary, sage, scallion, shallot, snap pea, spinach, spring onion, squash,
    strawberry, sweet potato, tarragon, thyme, tomatillo, tomato, turnip, watercress, watermelon, yam, zucchini,
    salad greens, mixed greens, microgreens, basil leaves, mint leaves, lemon zest, fresh herbs`,
  dairy: `butter, buttermilk, cheddar, cheese, cottage cheese, cream, cream cheese, creme fraiche, crème fraîche,
    egg, egg white, egg yolk, feta, ghee, goat cheese, gouda, gruyere, half-and-half, heavy cream, kefir,
    margarine, mascarpone, milk, mozzarella, parmesan, pecorino, provolone, ricotta, sour cream, swiss cheese,
    whipping cream, yogurt, yoghurt, greek yogurt, brie, camembert, monterey jack, colby, halloumi, paneer,
    queso fresco, oat milk, almond milk, soy milk, unsalted butter, salted butter`,
  'meat-fish': `anchovy, bacon, beef, brisket, chicken, chicken breast, chicken thigh, chorizo, clam, cod, crab, duck,
    fish, ground beef, ground pork, ground turkey, halibut, ham, hot dog, lamb, lobster, mussel, oyster, pancetta,
    pepperoni, pork, pork chop, prosciutto, salami, salmon, sausage, scallop, shrimp, prawn, steak, tilapia, trout,
    tuna steak, turkey, veal, venison, meatball, short rib, ribs, sirloin, tenderloin, mahi mahi, sea bass,
    snapper, sardine`,
  bakery: `bagel, baguette, bread, brioche, bun, ciabatta, croissant, english muffin, flatbread, hamburger bun,
    hot dog bun, loaf, muffin, naan, pita, roll, sourdough, tortilla, wrap, dinner roll, pie crust, pizza dough,
    focaccia`,
  pantry: `all-purpose flour, almond, anchovy paste, apple cider vinegar, baking powder, baking soda,
    balsamic vinegar, barbecue sauce, bay leaf, bean, black bean, black pepper, bouillon, bread crumbs,
    breadcrumbs, brown sugar, broth, bulgur, cake flour, cannellini bean, canola oil, caper, cashew, cayenne,
    cereal, chickpea, chili powder, chili flakes, chocolate, chocolate chips, cinnamon, cocoa, cocoa powder,
    coconut, coconut milk, coconut oil, coffee, cornmeal, cornstarch, couscous, cracker, cumin, curry paste,
    curry powder, dijon mustard, dried oregano, extract, fish sauce, flour, garam masala, garlic powder, gelatin,
    granola, hoisin sauce, honey, hot sauce, hummus, jam, jelly, kidney bean, ketchup, lentils, maple syrup,
    marinara, mayonnaise, molasses, mustard, noodles, nuts, nutmeg, oats, oil, olive, olive oil, onion powder,
    flakes, panko, paprika, pasta, peanut, peanut butter, pecan, pepper, pepper flakes, pickle, pine nuts,
    pistachio, polenta, powdered sugar, quinoa, raisin, red pepper flakes, rice, rice vinegar, salsa, salt,
    sesame oil, sesame seeds, soda, soy sauce, spaghetti, spice, sriracha, stock, sugar, sunflower seeds, syrup,
    tahini, tea, tomato paste, tomato sauce, diced tomatoes, crushed tomatoes, canned tomatoes, tortilla chips,
    turmeric, vanilla, vanilla extract, vegetable oil, vinegar, walnut, water, wine, worcestershire sauce, yeast,
    lemon juice, lime juice, confectioners sugar, icing sugar, powder, seasoning, sauce, paste, chips, seeds,
    penne, macaroni, lasagna noodles, ramen, chicken broth, beef broth, vegetable broth, chicken stock,
    beef stock, vegetable stock, evaporated milk, condensed milk, dried cranberries, dried fruit, canned tuna,
    tuna, salt and pepper, kosher salt, sea salt, dried thyme, ground cinnamon, ground cumin, ground ginger`,
  frozen: `frozen, ice cream, sorbet, gelato, ice, puff pastry, phyllo, pie shell`,
};

// Built on first use: some 2 ms of CPU at every cold start of the many bundles that can name an
// aisle but mostly do not (issue 35).
let aisleTable: ReadonlyMap<string, Aisle> | undefined;
const builtTable = (): ReadonlyMap<string, Aisle> => {
  const table = new Map<string, Aisle>();
  for (const [aisle, text] of Object.entries(FOODS) as [Aisle, string][]) {
    for (const entry of text.split(',')) {
      const key = foodKey(entry.replace(/\s+/g, ' ').trim());
      if (key && !table.has(key)) table.set(key, aisle);
    }
  }
  return table;
};

/**
 * The built-in aisle of a food key (see foodKey), or 'other'. A food named in another language ("azúcar",
 * "Zucker", "砂糖") takes the aisle of its English name (languages/foods.ts).
 */
export function aisleOf(key: string): Aisle {
  const english = englishAisleOf(key);
  if (english !== 'other') return english;
  const translated = foreignFoodKey(key);
  return translated ? englishAisleOf(translated) : 'other';
}

/** The aisle the English table gives a food key, without reading it in another language. */
export function englishAisleOf(key: string): Aisle {
  const words = key.split(/\s+/).filter(Boolean);
  if (words.includes('frozen')) return 'frozen';
  aisleTable ??= builtTable();
  for (let length = words.length; length >= 1; length -= 1) {
    // Later words first: the head noun of an English food name comes last.
    for (let start = words.length - length; start >= 0; start -= 1) {
      const phrase = words.slice(start, start + length);
      const last = phrase.length - 1;
      phrase[last] = singular(phrase[last] ?? '');
      const aisle = aisleTable.get(phrase.join(' '));
      if (aisle) return aisle;
    }
  }
  return 'other';
}

// The word lists food keys are made with (food-keys.ts): descriptors dropped from a line, synonyms mapped
// to one name, compounds that are not a kind of their last word, parts of a food, and staples.

/** Words that say how a food is cut, cooked, sized or bought, not what it is. */
export const DESCRIPTORS = new Set(
  `about active additional approximately baby beaten big blanched boiled boiling boneless bunch canned chilled
  chopped chunky coarse coarsely cold cooked cooled crumbled crushed cubed cut deseeded diced divided dried
  drained dry extra fine finely firm firmly fresh freshly frozen generous good grated ground halved heaped
  heaping jarred julienned large level lightly little loosely mashed medium melted minced optional organic
  packed peeled pitted plain plus pounded quality quartered rinsed ripe roasted roughly room rounded
  scrubbed seeded shelled shredded sifted skinless sliced slivered small smashed softened some split
  squeezed steamed store bought tablespoon teaspoon temperature thawed thick thickly thin thinly toasted
  torn trimmed uncooked unpeeled unsalted salted unsweetened very virgin warm washed whole whisked
  leaf leaves sprig sprigs stalk stalks stick sticks clove cloves floret florets fillet fillets piece
  pieces chunk chunks head heads bulb bulbs wedge wedges strip strips slice slices handful few more
  other your any such as into inch cm mm x the a an of for to taste needed serving garnish each
  bone in on skin with without semi juiced zested
  cup c tbsp tbs tablespoon tsp teaspoon t oz ounce lb pound g gram kg kilogram ml milliliter l liter litre
  pinch dash can tin jar package pkg bunch quart pint sheet bag box bottle knob drop inch cm qt pt fl
  one two three four five six seven eight nine ten eleven twelve dozen half quarter`
    .split(/\s+/)
    .filter(Boolean),
);

/** Phrases read as one food, checked on the singular words (longest first). */
export const SYNONYMS: [string, string][] = (
  [
    ['green onion', 'scallion'],
    ['spring onion', 'scallion'],
    ['salad onion', 'scallion'],
    ['ground coriander', 'coriander seed'],
    ['coriander seed', 'coriander seed'],
    ['coriander', 'cilantro'],
    ['chinese parsley', 'cilantro'],
    ['courgette', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['garbanzo bean', 'chickpea'],
    ['garbanzo', 'chickpea'],
    ['chick pea', 'chickpea'],
    ['capsicum', 'bell pepper'],
    ['sweet pepper', 'bell pepper'],
    ['rocket', 'arugula'],
    ['prawn', 'shrimp'],
    ['beef mince', 'beef'],
    ['minced beef', 'beef'],
    ['ground beef', 'beef'],
    ['hamburger meat', 'beef'],
    ['pork mince', 'pork'],
    ['ground pork', 'pork'],
    ['lamb mince', 'lamb'],
    ['ground lamb', 'lamb'],
    ['turkey mince', 'turkey'],
    ['ground turkey', 'turkey'],
    ['chicken mince', 'chicken'],
    ['ground chicken', 'chicken'],
    ['icing sugar', 'powdered sugar'],
    ['confectioner sugar', 'powdered sugar'],
    ['confectioners sugar', 'powdered sugar'],
    ['caster sugar', 'sugar'],
    ['superfine sugar', 'sugar'],
    ['granulated sugar', 'sugar'],
    ['white sugar', 'sugar'],
    ['cornflour', 'cornstarch'],
    ['corn starch', 'cornstarch'],
    ['bicarbonate soda', 'baking soda'],
    ['bicarb soda', 'baking soda'],
    ['bicarbonate', 'baking soda'],
    ['double cream', 'heavy cream'],
    ['heavy whipping cream', 'heavy cream'],
    ['whipping cream', 'heavy cream'],
    ['single cream', 'light cream'],
    ['plain flour', 'flour'],
    ['all purpose flour', 'flour'],
    ['allpurpose flour', 'flour'],
    ['beetroot', 'beet'],
    ['swede', 'rutabaga'],
    ['mangetout', 'snow pea'],
    ['yoghurt', 'yogurt'],
    ['chilli', 'chili'],
    ['chile', 'chili'],
    ['chili pepper', 'chili'],
    ['jalapeno pepper', 'jalapeno'],
    ['jalapeño', 'jalapeno'],
    ['lemongrass', 'lemongrass'],
    ['lemon grass', 'lemongrass'],
    ['passata', 'tomato puree'],
    ['tomato passata', 'tomato puree'],
    ['tinned tomato', 'tomato'],
    ['plum tomato', 'tomato'],
    ['egg noodle', 'noodle'],
    ['spaghetti', 'spaghetti'],
    ['kosher salt', 'salt'],
    ['sea salt', 'salt'],
    ['table salt', 'salt'],
    ['flaky salt', 'salt'],
    ['black peppercorn', 'black pepper'],
    ['ground black pepper', 'black pepper'],
    ['pepper corn', 'peppercorn'],
    ['half and half', 'half and half'],
    ['scallion', 'scallion'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** Foods whose last word does not say what they are a kind of: they never generalise. */
export const COMPOUNDS = new Set([
  'sweet potato',
  'bell pepper',
  'peanut butter',
  'almond butter',
  'cashew butter',
  'apple butter',
  'cocoa butter',
  'sour cream',
  'ice cream',
  'cream cheese',
  'coconut milk',
  'coconut cream',
  'almond milk',
  'oat milk',
  'soy milk',
  'rice milk',
  'water chestnut',
  'cream of tartar',
  'ginger ale',
  'root beer',
  'rice paper',
  'hot dog',
  'egg roll wrapper',
  'tomato paste',
  'tomato puree',
  'half and half',
  'coriander seed',
  'cayenne pepper',
  'sweet corn',
]);

/** Parts of a food: "chicken thigh" is chicken, "lemon zest" is lemon, "egg yolk" is egg. */
export const PARTS = new Set(
  'juice zest peel rind pulp flesh breast thigh wing drumstick leg chop tenderloin loin shoulder shank rib yolk white chip cutlet steak'.split(
    ' ',
  ),
);

/** Staples every kitchen has: never counted as missing and not indexed. */
export const STAPLES = new Set(['water', 'ice', 'salt', 'pepper', 'black pepper', 'salt and pepper']);

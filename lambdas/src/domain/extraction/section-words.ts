// Heading words that open a recipe's ingredient list or its method, in the languages families write
// recipes in: English, French, German, Spanish, Italian, Portuguese, Dutch, the Scandinavian
// languages, Finnish, Polish, Czech, Slovak, Hungarian, Romanian, the South Slavic languages, Greek,
// Turkish, Russian, Ukrainian, Indonesian, Vietnamese, Chinese, Japanese, Korean, Thai, Hebrew, Arabic
// and Hindi. A heading matches when it starts with one of them ("Zutaten für 4 Personen",
// "Préparation :"); in scripts written without spaces the word may run on ("材料清单").

const INGREDIENT_WORDS = [
  // English
  'ingredients?',
  "what you(?:'|’)?ll need",
  'what you need',
  "you(?:'|’)?ll need",
  'you will need',
  'shopping list',
  // French, German, Spanish, Italian, Portuguese
  'ingrédients?',
  'zutaten',
  'das brauchst du',
  'einkaufsliste',
  'ingredientes?',
  'ingredienti',
  // Dutch, Scandinavian, Finnish
  'ingrediënten',
  'ingredienten',
  'benodigdheden',
  'wat heb je nodig',
  'ingredienser',
  'ingrediensen',
  'du skal bruge',
  'det här behöver du',
  'ainekset',
  // Polish, Czech, Slovak, Hungarian, Romanian, Croatian/Serbian/Bosnian, Slovenian, Baltic
  'składniki',
  'ingredience',
  'ingrediencie',
  'suroviny',
  'hozzávalók',
  'ingrediente',
  'sastojci',
  'sestavine',
  'koostisosad',
  'ingredientai',
  'sastāvdaļas',
  // Greek, Turkish, Russian, Ukrainian, Bulgarian
  'υλικά',
  'συστατικά',
  'malzemeler',
  'ингредиенты',
  'продукты',
  'состав',
  'інгредієнти',
  'продукти',
  'съставки',
  // Indonesian/Malay, Vietnamese, Hebrew, Arabic, Hindi
  'bahan(?:-bahan)?',
  'nguyên liệu',
  'מצרכים',
  'רכיבים',
  'المكونات',
  'المقادير',
  'सामग्री',
];

const METHOD_WORDS = [
  // English
  'instructions?',
  'directions?',
  'method',
  'preparation',
  'steps',
  'how to make(?: it)?',
  'cooking instructions',
  "let(?:'|’)?s cook",
  'procedure',
  "here(?:'|’)?s how",
  "how it(?:'|’)?s made",
  // French, German
  'préparation',
  'étapes',
  'déroulement',
  'réalisation',
  'zubereitung',
  'anleitung',
  "so geht(?:'|’)?s",
  "so wird(?:'|’)?s gemacht",
  'schritte',
  // Spanish, Italian, Portuguese
  'preparación',
  'elaboración',
  'instrucciones',
  'modo de preparaci[oó]n',
  'pasos',
  'procedimiento',
  'para preparar',
  'preparazione',
  'procedimento',
  'istruzioni',
  'modo de preparo',
  'modo de fazer',
  'preparo',
  // Dutch, Scandinavian, Finnish
  'bereiding(?:swijze)?',
  'werkwijze',
  'instructies',
  'bereiden',
  'fremgangsmåde',
  'fremgangsmåte',
  'sådan gør du',
  'slik gjør du',
  'gör så här',
  'tillagning',
  'tilberedning',
  'valmistus(?:ohje)?',
  'ohje',
  // Polish, Czech, Slovak, Hungarian, Romanian, South Slavic, Baltic
  'przygotowanie',
  'sposób przygotowania',
  'wykonanie',
  'postup(?: přípravy| prípravy)?',
  'příprava',
  'príprava',
  'elkészítés(?:e)?',
  'az elkészítés',
  'mod de preparare',
  'preparare',
  'priprema',
  'postupak',
  'priprava',
  'postopek',
  'valmistamine',
  'gaminimas',
  'pagatavošana',
  // Greek, Turkish, Russian, Ukrainian, Bulgarian
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'διαδικασία',
  'hazırlanışı',
  'yapılışı',
  'hazırlama',
  'приготовление',
  'способ приготовления',
  'инструкции',
  'приготування',
  'начин на приготвяне',
  // Indonesian/Malay, Vietnamese, Hebrew, Arabic, Hindi
  'cara membuat',
  'langkah(?:-langkah)?',
  'cách làm',
  'hướng dẫn',
  'אופן ההכנה',
  'הוראות הכנה',
  'ההכנה',
  'طريقة التحضير',
  'طريقة العمل',
  'विधि',
];

// Scripts without spaces between words: the word may be followed by anything ("材料清单", "作り方のコツ").
const CJK_INGREDIENT_WORDS = ['材料', '配料', '食材', '用料', '原料', '재료', 'ส่วนผสม', 'วัตถุดิบ'];
const CJK_METHOD_WORDS = [
  '做法',
  '作法',
  '步骤',
  '步驟',
  '制作方法',
  '製作方法',
  '烹饪步骤',
  '作り方',
  '手順',
  '만드는 ?법',
  '조리 ?방법',
  '조리 ?순서',
  'วิธีทำ',
];

// Too common at the start of other headings ("Recipe notes"): only the bare word counts.
const METHOD_EXACT =
  /^(?:the |a |az |o |la |le |il |el |de |het )?(?:recipe|recette|rezept|receta|ricetta|recept|receita|przepis|recepta?|reseptti|oppskrift|opskrift|tarif|рецепт|συνταγή)$/iu;

const ARTICLES = '(?:the |les |des |die |los |las |gli |le |de |het |os |as |a |az |τα |οι |η )?';
const METHOD_ARTICLES = '(?:the |la |die |las |el |il |de |het |o |a |az |η |οι )?';
// "Recipe ingredients", "Zutaten", "Rezept-Zutaten": a leading word for "recipe" is allowed.
const RECIPE_PREFIX = '(?:(?:recipe|rezept|recette)[- ])?';

const ING = new RegExp(
  `^${ARTICLES}${RECIPE_PREFIX}(?:(?:${INGREDIENT_WORDS.join('|')})(?![\\p{L}])|${CJK_INGREDIENT_WORDS.join('|')})`,
  'iu',
);
const METHOD = new RegExp(
  `^${METHOD_ARTICLES}${RECIPE_PREFIX}(?:(?:${METHOD_WORDS.join('|')})(?![\\p{L}])|${CJK_METHOD_WORDS.join('|')})`,
  'iu',
);

export type SectionKind = 'ingredients' | 'instructions';

/** Which recipe section a heading opens, if any. Long headings are prose, not section titles. */
export function sectionOf(heading: string): SectionKind | null {
  const own = sectionWords(heading);
  if (own) return own;
  // "Viking bake – the ingredients", "Chicken soup: Method": the recipe's name, then the section's.
  const tail = /\s[–—-]\s+|:\s+/u.exec(heading) ? heading.split(/\s[–—-]\s+|:\s+/u).at(-1) : undefined;
  return tail ? sectionWords(tail) : null;
}

function sectionWords(heading: string): SectionKind | null {
  const t = heading
    .replace(/^[\s\p{P}\p{S}\d]+/u, '')
    .replace(/[:：.。]\s*$/, '')
    .trim();
  if (!t || t.length > 48) return null;
  if (ING.test(t)) return 'ingredients';
  if (METHOD.test(t) || METHOD_EXACT.test(t)) return 'instructions';
  return null;
}

// Heading words that open a recipe's ingredient list or its method, in English, French, German,
// Spanish, Italian, Dutch (and the close Portuguese/Scandinavian forms). A heading matches when it
// starts with one of them: "Ingredients", "Zutaten für 4 Personen", "Préparation :".

const INGREDIENT_WORDS = [
  'ingredients?',
  "what you(?:'|’)?ll need",
  'what you need',
  "you(?:'|’)?ll need",
  'you will need',
  'shopping list',
  'ingrédients?',
  'zutaten',
  'das brauchst du',
  'einkaufsliste',
  'ingredientes?',
  'ingredienti',
  'ingrediënten',
  'ingredienten',
  'benodigdheden',
  'wat heb je nodig',
  'ingredienser',
  'ingrediensen',
  'ainekset',
];

const METHOD_WORDS = [
  'instructions?',
  'directions?',
  'method',
  'preparation',
  'steps',
  'how to make(?: it)?',
  'cooking instructions',
  "let(?:'|’)?s cook",
  'préparation',
  'étapes',
  'déroulement',
  'zubereitung',
  'anleitung',
  "so geht(?:'|’)?s",
  'schritte',
  'preparación',
  'elaboración',
  'instrucciones',
  'modo de preparaci[oó]n',
  'pasos',
  'procedimiento',
  'preparazione',
  'procedimento',
  'istruzioni',
  'bereiding(?:swijze)?',
  'werkwijze',
  'instructies',
  'modo de preparo',
  'fremgangsmåde',
  'gör så här',
  'tillagning',
  'valmistus',
  'procedure',
  "here(?:'|’)?s how",
  "how it(?:'|’)?s made",
  'para preparar',
  "so wird(?:'|’)?s gemacht",
  'bereiden',
];
// Too common at the start of other headings ("Recipe notes"): only the bare word counts.
const METHOD_EXACT = /^(?:the )?(?:recipe|la recette|rezept|receta|ricetta|recept)$/i;

const ING = new RegExp(
  `^(?:the |les |die |los |gli |de )?(?:${INGREDIENT_WORDS.join('|')})(?![\\p{L}])`,
  'iu',
);
const METHOD = new RegExp(
  `^(?:the |la |die |las |el |il |de )?(?:${METHOD_WORDS.join('|')})(?![\\p{L}])`,
  'iu',
);

export type SectionKind = 'ingredients' | 'instructions';

/** Which recipe section a heading opens, if any. Long headings are prose, not section titles. */
export function sectionOf(heading: string): SectionKind | null {
  const t = heading.replace(/[:：.]\s*$/, '').trim();
  if (!t || t.length > 48) return null;
  if (ING.test(t)) return 'ingredients';
  if (METHOD.test(t) || METHOD_EXACT.test(t)) return 'instructions';
  return null;
}

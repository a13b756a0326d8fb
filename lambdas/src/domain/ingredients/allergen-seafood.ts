// A word no table places, in a fish or shellfish context, may be a fish or shellfish (issue 38, round J).
// Single species names are the commonest allergen the tables miss ("500 g palamut", "navajas"): there are
// hundreds of local names per language. What a line or a recipe says around such a word often tells its
// kind: a fillet, roe, a fish scaled and gutted or without bones, shrimp deveined, clams in their shells
// or purged of sand, a Japanese counter for whole fish (尾), a recipe whose other lines or headings hold
// fish or shellfish. Such a word is then read as "may contain" the kinds the context names, never silent.
// Cues are read from the normalised line (allergen-text.ts: lower case, no accents, singular words).
import type { Trait } from './allergen-rules.js';

const FISH: readonly Trait[] = ['fish'];
const SHELLFISH: readonly Trait[] = ['crustaceans', 'molluscs'];
const SEAFOOD: readonly Trait[] = ['fish', 'crustaceans', 'molluscs'];

/**
 * Word starts (Latin script) or letters (other scripts) that name a seafood context, by what they tell.
 * Fish: fillets and steaks of fish (Portuguese posta, French darne, Japanese 切り身 and 柵), scaled,
 * gutted, boned (a fish's bones: espina, arête, Gräte, lisca, espinha, ość, graat, kılçık).
 * Shellfish: deveined, shell-on, in the shell or half shell, debearded, purged of sand (砂抜き), shelled.
 * Not "peeled" (Arabic مقشر, Hebrew קלוף): almonds and potatoes are peeled too.
 * Either: cleaned (a fish, squid or clams are cleaned; a vegetable so written is known and never asks).
 */
const CUES: readonly (readonly [RegExp, readonly Trait[]])[] = [
  [
    /(?<![a-z])(?:fill?et|filete|filetto|fileto|filety|filetu|posta|darne|scaled|gutted|descamad|escamad|evisc|ecaill|geschupp|ausgenommen|squamat|ontschubd|patroszon|pullanmis|boneles|espina|arete|grate|graten|lisca|lische|espinha|osci|graat|kilcik|kilciksiz)(?![a-z])|切り身|切身|柵|三枚おろし|うろこ|鱗|פילה|فيليه|فيله|شرائح/,
    FISH,
  ],
  [/尾/, ['fish', 'crustaceans']],
  [
    /(?<![a-z])(?:devein|deveined|desvenad|shell on|in shell|in the shell|half shell|in their shell|en su concha|con concha|en coquille|in guscio|sgusciat|debearded|sin barba|purged|decortique|kabuklu|skorupk|in de schaal|valve|valva)(?![a-z])|殻|背わた|砂抜き/,
    SHELLFISH,
  ],
  [
    /(?<![a-z])(?:cleaned|limpio|limpia|limpo|limpa|nettoye|gereinigt|pulito|puliti|pulita|pulite|schoongemaakt|oczyszczon|temizlenmi|temizlenmis)(?![a-z])|下処理|מנוקה|منظف/,
    SEAFOOD,
  ],
];

/** The seafood kinds a normalised line's words name as its context, if any. */
export function seafoodCues(text: string): Set<Trait> {
  const found = new Set<Trait>();
  for (const [cue, traits] of CUES) if (cue.test(text)) for (const trait of traits) found.add(trait);
  return found;
}

/**
 * Whether a line is seafood, for its recipe's context: it holds a fish or shellfish and nothing else a
 * table names (a condiment such as Worcestershire sauce or Caesar dressing, which may hold gluten or
 * eggs too, does not make a beef stew a seafood dish).
 */
export const isSeafoodLine = (contains: ReadonlySet<Trait>, may: ReadonlySet<Trait>): boolean =>
  SEAFOOD.some((trait) => contains.has(trait) || may.has(trait)) &&
  [...contains, ...may].every((trait) => SEAFOOD.includes(trait));

/**
 * What a recipe's seafood context adds to a line whose food no table places: every seafood kind, since
 * a word beside fish may be a clam (a paella's "navajas"), and "may contain" is the safe reading.
 */
export const SEAFOOD_CONTEXT: readonly Trait[] = SEAFOOD;

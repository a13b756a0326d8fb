// Mechanisms of round J (issue 38): what a line or recipe says around a word the tables do not know
// (a seafood context), a European food written in Hebrew or Arabic letters, and a form word ("pasta",
// "paste", "Mark") decided by the food beside it.
import { describe, expect, it } from 'vitest';
import { readAllergens as read } from './allergen-lines.testkit.js';
import { seafoodCues } from './allergen-seafood.js';
import { normaliseForAllergens } from './allergen-text.js';
import { foreignSounds, latinSounds } from './allergen-transliterate.js';
import { classifyIngredients } from './classify-allergens.js';

const SEAFOOD = ['crustaceans', 'fish', 'molluscs'];

describe('a word no table places, in a seafood context', () => {
  it('reads the line around it: fillets and fish steaks, scaled, gutted, boned', () => {
    expect(read('4 filetes de zorblax')).toEqual({ found: ['fish'], flagged: true });
    expect(read('2 zorblax fillets, skin on')).toEqual({ found: ['fish'], flagged: true });
    expect(read('1 zorblax, scaled and gutted')).toEqual({ found: ['fish'], flagged: true });
    expect(read('500 g zorblax sin espinas').found).toEqual(['fish']);
    expect(read('4 Zorblax, ausgenommen').found).toEqual(['fish']);
  });

  it('reads shellfish words: deveined, in the shell, purged of sand; cleaned is any seafood', () => {
    expect(read('500 g zorblax, deveined').found).toEqual(['crustaceans', 'molluscs']);
    expect(read('1 kg zorblax en su concha').found).toEqual(['crustaceans', 'molluscs']);
    expect(read('ぞるぶらっくす 300g 砂抜き済み').found).toEqual(['crustaceans', 'molluscs']);
    expect(read('1 kg de zorblax limpios').found).toEqual(SEAFOOD);
  });

  it('reads a Japanese counter for whole fish and shrimp', () => {
    expect(read('ぞるぶらっくす 6尾').found).toEqual(['crustaceans', 'fish']);
  });

  it('adds nothing to a line whose words are all known, nor to a plain unknown word alone', () => {
    expect(read('2 leeks, cleaned')).toEqual({ found: [], flagged: false });
    expect(read('500 g zorblax')).toEqual({ found: [], flagged: true });
    expect(seafoodCues(normaliseForAllergens('grated ginger'))).toEqual(new Set());
  });

  it('reads a recipe whose other lines or headings hold fish or shellfish', () => {
    const paella = classifyIngredients('400 g de arroz bomba\n300 g de gambas\n500 g de zorblax');
    expect(paella.mayContain).toEqual(expect.arrayContaining(['fish', 'molluscs']));
    expect(paella.because.molluscs).toBe('500 g de zorblax');
    const headed = classifyIngredients('For the fish:\n4 zorblax\n1 lemon');
    expect(headed.mayContain).toEqual(expect.arrayContaining(SEAFOOD));
    // Without seafood around it the word is flagged, not guessed.
    const plain = classifyIngredients('400 g de arroz bomba\n500 g de zorblax');
    expect(plain.mayContain).toEqual([]);
    expect(plain.unknown).toEqual(['500 g de zorblax']);
  });
});

describe('a European food written in Hebrew or Arabic letters', () => {
  it('reads both scripts and the Latin tables as the same sounds', () => {
    expect(latinSounds('mascarpone')).toBe('maskarpana');
    expect(foreignSounds(normaliseForAllergens('מסקרפונה'))).toBe('mskrpana');
    expect(foreignSounds('بارميزان')).toBe(latinSounds('parmesan'));
    expect(foreignSounds('موتزاريلا')).toBe(latinSounds('mozzarella'));
  });

  it('finds the allergen of a loanword that is the line’s food', () => {
    expect(read('250 גרם מסקרפונה')).toEqual({ found: ['milk'], flagged: true });
    expect(read('100 غ بارميزان')).toEqual({ found: ['milk'], flagged: true });
    expect(read('200 גרם ריקוטה').found).toEqual(['milk']);
    expect(read('200 גרם פטה').found).toContain('milk');
    expect(read('1 كوب فريك').found).toContain('gluten');
  });

  it('guards: a word beside a known food is a container or a descriptor, a short word is not read', () => {
    // "Package of spaghetti": the package is not port wine.
    expect(read('1 חבילת ספגטי').found).not.toContain('sulphites');
    expect(read('2 גבעולי סלרי').found).toEqual(['celery']);
    expect(read('1 כוס זה').found).toEqual([]);
  });

  it('joins a Hebrew geresh to its word', () => {
    expect(normaliseForAllergens('צ׳דר')).toBe(normaliseForAllergens('צדר'));
    expect(normaliseForAllergens("ג'ינג'ר").split(' ')).toHaveLength(1);
  });
});

describe('a form word decided by the food beside it', () => {
  it('reads a paste of a paste-making food, never pasta or pâté', () => {
    expect(read('2 el tomatenpasta')).toEqual({ found: [], flagged: false });
    expect(read('2 el sesampasta').found).toEqual(['sesame']);
    expect(read('2 cucharadas de pasta de tomate').found).toEqual([]);
    expect(read('1 cucchiaio di pasta di pistacchi').found).toEqual(['nuts']);
    expect(read("1 c. à s. de pâte d'arachide").found).toEqual(['peanuts']);
  });

  it('keeps pasta as pasta beside any other food, and after a sauce word', () => {
    expect(read('300 g volkorenpasta').found).toContain('gluten');
    expect(read('250 g spinaziepasta').found).toContain('gluten');
    expect(read('200 g pasta di semola').found).toContain('gluten');
    expect(read('400 g pasta al pomodoro').found).toContain('gluten');
  });

  it('places German "-mark" after a food as its concentrate', () => {
    expect(read('1 EL Tomatenmark')).toEqual({ found: [], flagged: false });
    expect(read('2 EL Paprikamark')).toEqual({ found: [], flagged: false });
  });
});

describe('foods by class, in every language', () => {
  it('reads trade names of fish and shellfish (food-tables/allergens-species.txt)', () => {
    expect(read('500 g palamut').found).toEqual(['fish']);
    expect(read('1 kg de navajas').found).toEqual(['molluscs']);
    expect(read('8 canocchie').found).toEqual(['crustaceans']);
    expect(read('あじ 2尾')).toEqual({ found: ['fish'], flagged: false });
    // Words that hold a species name's letters are not fish: a tablespoon, "mittelscharf", a filling.
    expect(read('2 tablespoons peanut oil').found).toEqual(['peanuts']);
    expect(read('1 TL mittelscharfer Senf').found).toEqual(['mustard']);
  });

  it('reads imitation crab, sliced loaves, dumplings and fried onions as their kind', () => {
    expect(read('200 g paluszków krabowych').found).toEqual(['crustaceans', 'eggs', 'fish', 'gluten']);
    expect(read('食パン 2枚').found).toEqual(['gluten', 'milk', 'soy']);
    expect(read('250 g mantı').found).toEqual(['eggs', 'gluten']);
    expect(read('1 cup crispy fried onions').found).toEqual(['gluten', 'soy']);
  });

  it('reads Spanish "en polvo" as powdered, not Portuguese octopus', () => {
    expect(read('1 pizca de mostaza en polvo').found).toEqual(['mustard']);
    expect(read('300 g de polvo').found).toEqual(['molluscs']);
  });
});

describe('a recipe’s seafood context', () => {
  it('comes from a line of seafood, not from a condiment that holds fish among other things', () => {
    const stew = classifyIngredients('1 kg stewing beef\n1 tbsp Worcestershire sauce\n1 tsp zorblax');
    expect(stew.mayContain).not.toContain('molluscs');
    expect(stew.unknown).toContain('1 tsp zorblax');
  });
});

import { describe, expect, it } from 'vitest';
import { foodNames, foreignFoodKey, foreignFoodKeyTryingEveryName, startsWithForeignFood } from './foods.js';
import type { IngredientLanguage } from './types.js';

const languages = Object.keys(foodNames()) as IngredientLanguage[];
const spellings = (language: IngredientLanguage) =>
  Object.values(foodNames()[language] ?? {}).flatMap((names) => names.split('|'));

/**
 * Texts that name foods the ways recipes write them: alone, with endings (plurals, cases), with the
 * Arabic and Hebrew prefixes, inside German and Dutch compounds, after an amount, two foods together,
 * cut short, and a word that is none: each name in half of these forms, in turn, so every form is met.
 */
function textsFor(language: IngredientLanguage): string[] {
  const names = spellings(language);
  return names.flatMap((name, i) => {
    const other = names[(i * 7 + 3) % names.length] ?? '';
    const forms = [
      `${name}s`,
      `${name}es`,
      `${name}nun`,
      `${name}ów`,
      `${name}zehen`,
      `rinder${name}`,
      `ال${name}`,
      `وال${name}ات`,
      `וה${name}`,
      `2 EL ${name}, fein gehackt`,
      `100 g de ${name} y ${other}`,
      `${other} ${name}`,
      name.slice(0, 3),
      name.slice(0, -1),
      `${name.split(' ')[0]} fresco`,
    ];
    return [name, ...forms.filter((_, form) => (form + i) % 2 === 0)];
  });
}

describe('foreign food names by their words', () => {
  it('find the same food as trying every name at every word, in each language and in none', () => {
    let compared = 0;
    let named = 0;
    for (const language of languages)
      for (const text of textsFor(language))
        for (const asked of [language, undefined]) {
          const expected = foreignFoodKeyTryingEveryName(text, asked);
          expect(foreignFoodKey(text, asked), `${language}: ${text}`).toBe(expected);
          compared += 1;
          if (expected !== null) named += 1;
        }
    // Every language's names were compared, and most texts do name a food.
    expect(compared).toBeGreaterThan(15_000);
    expect(named / compared).toBeGreaterThan(0.5);
  }, 30_000);

  it('read the forms recipes write', () => {
    expect(foreignFoodKey('2 EL Zucker')).toBe('sugar');
    expect(foreignFoodKey('3 Knoblauchzehen', 'de')).toBe('garlic');
    expect(foreignFoodKey('200 g Rinderhackfleisch', 'de')).toBe('beef');
    expect(foreignFoodKey('aceite de oliva virgen')).toBe('olive oil');
    expect(foreignFoodKey('2 tomates')).toBe('tomato');
    expect(foreignFoodKey('1 limonun suyu', 'tr')).toBe(foreignFoodKey('limon', 'tr'));
    expect(foreignFoodKey('والدقيق', 'ar')).toBe(foreignFoodKey('دقيق', 'ar'));
    expect(foreignFoodKey('1 bay leaf')).toBeNull();
    expect(foreignFoodKey('chicken', 'en')).toBeNull();
    expect(startsWithForeignFood('oignon émincé', 'fr')).toBe(true);
    expect(startsWithForeignFood('2 oignons', 'fr')).toBe(false);
  });
});

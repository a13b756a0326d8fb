// Scaling keeps a line's language: its unit agrees with the new amount in that language, fractions and
// decimals are written as the language writes them, and Japanese, Arabic and Hebrew amounts scale in place.
import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from './scale-ingredients.js';

describe('scaling a line in another language', () => {
  it.each([
    ['2 cucharadas de azúcar', 2, undefined, '4 cucharadas de azúcar'],
    ['1 cucharada de aceite de oliva', 0.5, undefined, '½ cucharada de aceite de oliva'],
    ['1 cucharada de aceite de oliva', 2, 'es', '2 cucharadas de aceite de oliva'],
    ['2 tazas de harina', 0.5, 'es', '1 taza de harina'],
    ['2 EL Zucker', 2, 'de', '4 EL Zucker'],
    ['1 Tasse Mehl', 2, 'de', '2 Tassen Mehl'],
    ['1 kg Kartoffeln', 1.5, 'de', '1,5 kg Kartoffeln'],
    ['1 Prise Salz', 3, 'de', '3 Prisen Salz'],
    ['3 cuillères à soupe de sucre', 1 / 3, 'fr', '1 cuillère à soupe de sucre'],
    ['1 colher de sopa de manteiga', 2, 'pt-BR', '2 colheres de sopa de manteiga'],
    ['2 łyżki cukru', 2, 'pl', '4 łyżki cukru'],
    ['2 yemek kaşığı şeker', 2, 'tr', '4 yemek kaşığı şeker'],
    ['砂糖 大さじ2', 2, 'ja', '砂糖 大さじ4'],
    ['卵 2個', 1.5, 'ja', '卵 3個'],
    ['塩 少々', 2, 'ja', '塩 少々'],
    ['٢ ملعقة كبيرة سكر', 2, 'ar', '٤ ملعقة كبيرة سكر'],
    ['2 כפות סוכר', 2, 'he', '4 כפות סוכר'],
    ['כף סוכר', 2, 'he', '2 כפות סוכר'],
    ['1 cup sugar', 2, undefined, '2 cups sugar'],
    ['1 cup sugar', 0.5, undefined, '1/2 cup sugar'],
    // Another language's number words scale to figures, never to English words ("Two pizcas de sal").
    ['Una pizca de sal', 2, 'es', '2 pizcas de sal'],
    ['dos tazas de harina', 2, 'es', '4 tazas de harina'],
    ['Zwei Tassen Mehl', 0.5, 'de', '1 Tasse Mehl'],
    ['iki su bardağı un', 2, undefined, '4 su bardağı un'],
    ['two cups flour', 2, undefined, 'four cups flour'],
    // The Turkish capital "İ" lowers to two characters with toLowerCase; the line is still read.
    ['İki su bardağı un', 2, 'tr', '4 su bardağı un'],
    ['İnce kıyılmış 2 yemek kaşığı maydanoz', 2, 'tr', 'İnce kıyılmış 4 yemek kaşığı maydanoz'],
  ] as const)('%s x %d (%s) is %s', (line, factor, language, expected) => {
    expect(scaleIngredientLine(line, factor, language)).toBe(expected);
  });
});

// Lines as OCR reads them with a unit's glyph misread, in several languages, and lines that look
// alike but were read right.
import { describe, expect, it } from 'vitest';
import { correctIngredientLine } from './correct-line.js';

const MISREAD: readonly [read: string, printed: string][] = [
  ['½ Cup (509) - Parmigiano Reggiano, Grated', '½ Cup (50g) - Parmigiano Reggiano, Grated'],
  ['1 cup mini marshmallows (divided (569))', '1 cup mini marshmallows (divided (56g))'],
  ['1 pound flank steak (thinly sliced (4509))', '1 pound flank steak (thinly sliced (450g))'],
  ['200 g Butter (50 9 davon zum Einfetten)', '200 g Butter (50 9 davon zum Einfetten)'],
  ['1 Becher Sahne (200 9)', '1 Becher Sahne (200 g)'],
  ['2 cucharadas de azúcar (259)', '2 cucharadas de azúcar (25g)'],
  ['1kg (2.21b) - Beef Mince (90/10 Fat)', '1kg (2.2lb) - Beef Mince (90/10 Fat)'],
  ['500g (1.11bs) Shell Pasta', '500g (1.1lbs) Shell Pasta'],
  ['½ ¢ (125 ml) almond meal', '½ c (125 ml) almond meal'],
  ['1 tablespoon comstarch', '1 tablespoon cornstarch'],
  ['2 cups yellow commeal', '2 cups yellow cornmeal'],
  ['4 Ths plain flour', '4 Tbs plain flour'],
  ['2Thsp butter', '2 Tbsp butter'],
  ['115 oz. can red kidney beans', '1 15 oz. can red kidney beans'],
  ['112 oz can evaporated milk (full fat)', '1 12 oz can evaporated milk (full fat)'],
  ['115- 15-ounce can corn (drained and warmed)', '1 15- 15-ounce can corn (drained and warmed)'],
  ['228 oz cans crushed tomatoes', '2 28 oz cans crushed tomatoes'],
];

const READ_RIGHT: readonly string[] = [
  '1 can kidney beans (19 oz)',
  '2 cans (19)',
  '1 1/4 cups (249 grams) granulated sugar',
  'Makes 12 (2 x 9)',
  'Tarte (serves 9)',
  'cut into 6ths',
  '2 fennel bulbs, cut into 8ths',
  '2 ¢ervené cibule',
  'Vitamin B1b',
  'Comme il faut',
  '115 g canned tuna',
  '2 15-ounce cans black beans',
  '150 oz chicken stock',
];

describe('unit glyphs', () => {
  it.each(MISREAD)('reads %j as %j', (read, printed) => {
    expect(correctIngredientLine(read).text).toBe(printed);
  });

  it.each(READ_RIGHT)('leaves %j as it was', (line) => {
    expect(correctIngredientLine(line).text).toBe(line);
  });
});

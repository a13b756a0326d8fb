// Units misread by their glyphs' shapes where the line's grammar leaves one reading: a "g" read as
// "9" and an "l" read as "1" in a size in brackets ("(509)", "(50 9)", "(2.21b)"), the "b" of "Tbs"
// read as "h", "¢" for the cup's "c", "rn" run together as "m" ("comstarch").

/**
 * "Tbs" with its "b" read as "h" after a number ("4 Ths", "1.5 thsp", "2Thsp"); an ordinal glued to
 * its number ("cut into 6ths", "8ths") is a word and stays.
 */
export const repairTablespoons = (line: string): string =>
  line.replace(/(\d)(\s?)([Tt])hs(p?)\b/g, (all, digit: string, gap: string, t: string, p: string) =>
    !gap && t === 't' && !p ? all : `${digit}${gap}${t}bs${p}`,
  );

/**
 * A weight in brackets whose "g" was read as "9": "(509)" is "(50g)", "(4509)" "(450g)", "(50 9)"
 * "(50 g)". Only a bracket holding nothing but the number and the "9", after an amount at the line's
 * start: a count in brackets is never written so, and a bracketed "(19)" or "(2 x 9)" stays.
 */
export function repairGrams(line: string): string {
  if (!/^[\d¼½¾⅓⅔⅛]/u.test(line)) return line;
  return line.replace(/\((\d{2,4}|\d{1,4} )9\)/gu, '($1g)');
}

/**
 * A pound size with its "l" read as "1" and glued to the number: "(2.21b)" is "(2.2lb)", "(1.11bs)"
 * "(1.1lbs)" (a "b" is no unit, and no size has a lone "b" after it).
 */
export const repairPounds = (line: string): string => line.replace(/(\d[.,]\d)1b(s?)(?=[)\s,/])/gu, '$1lb$2');

/** "¢" for the cup's "c" after an amount ("½ ¢ (125 ml)"), and "corn" read as "com" before its foods. */
export const repairCupAndCorn = (line: string): string =>
  line
    .replace(/^([\d¼½¾⅓⅔⅛][\d/.,¼½¾⅓⅔⅛]*\s)¢(?=\s)/u, '$1c')
    .replace(/\b([Cc])om(starch|meal|flakes|syrup|flour)\b/gu, '$1orn$2');

/**
 * A count of cans glued to the can's size by a lost space: "115 oz. can" is "1 15 oz. can", "112 oz
 * can" "1 12 oz can", "115- 15-ounce can" "1 15- 15-ounce can" (no can holds a hundred ounces and
 * more; a can's size is ten to thirty-five).
 */
export const splitCanCount = (line: string): string =>
  /\b(?:cans?|tins?|jars?|cartons?|packages?|boxes)\b/iu.test(line)
    ? line.replace(/^([1-9])(1\d|2\d|3[0-5])(?=-?\s*(?:oz\b|ounces?\b|-ounce\b)|-\s)/u, '$1 $2')
    : line;

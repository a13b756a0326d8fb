// How OCR models trained without vulgar fractions read the glyphs ½ ¼ ¾ ⅓ ⅔ of printed recipes: the
// small figures and the slanted bar become "%", "Y", "¥" and a letter or digit. The table is read off
// the dev photos' misses (four print fonts): each misread goes to the glyph it most often stood for.
// A serif face's raised "1" may come out as a quote ("'%", "\"2", "';").
// "%" alone is ambiguous (½ mostly, sometimes ¾ or ¼), so every such guess is marked for review.

const MISREADS: Readonly<Record<string, readonly string[]>> = {
  '½': [
    '%',
    'Y%',
    'Y%:',
    '%:',
    'Ys',
    'Y',
    '¥',
    'Y2',
    'V2',
    'y2',
    '%2',
    'Yo',
    '¥2',
    'Y»',
    '¥%:',
    'Y:',
    "'%",
    '"2',
    'V5',
  ],
  '¼': ['Yi', 'Ya', '¥4', '¥%', 'Y4', 'V4', 'y4', 'Va', '%a', 'Y«', '¥a', '¥i', 'Vi'],
  '¾': ['%4', '34', '3%4'],
  '⅓': ['Y;', '¥;', '¥s', 'Vs', 'Y3', 'V3', '¥3', '%s', "';"],
  '⅔': ['%3', '2s'],
};

const BY_MISREAD = new Map<string, string>();
for (const [glyph, misreads] of Object.entries(MISREADS)) {
  for (const misread of misreads) if (!BY_MISREAD.has(misread)) BY_MISREAD.set(misread, glyph);
}

/** Misreads that are also words ("Ya" in Spanish, "Y" in Spanish and Portuguese): only before a unit. */
export const WORD_LIKE_MISREADS: ReadonlySet<string> = new Set(['Ya', 'Y', 'Yo', 'Va']);

/** The fraction glyph a token stands for, or null. */
export function fractionFromMisread(token: string): string | null {
  return BY_MISREAD.get(token) ?? null;
}

/** A whole number glued to a misread fraction ("1%", "2%:", "3Ys"): the number and the glyph. */
export function mixedFromMisread(token: string): { whole: string; glyph: string } | null {
  const m = /^(\d{1,2})(\D.{0,2})$/u.exec(token);
  if (!m) return null;
  const glyph = fractionFromMisread(m[2] as string);
  return glyph ? { whole: m[1] as string, glyph } : null;
}

// Text folded for matching words in any language: compatibility forms (full-width "２", "ｇ") made plain,
// lower case, Latin accents, Hebrew points and Arabic vowel marks dropped, and the letters that have no
// accent to drop spelled out ("ß" -> "ss", "ł" -> "l", "ı" -> "i"). Japanese kana keep their voicing marks
// ("が" is not "か"). It serves the ingredient dictionaries; Community's search folds in data/search-words.ts,
// which drops every combining mark (its stored index keys depend on that), so the two differ on purpose.

import { spellOutLetters } from '../../../shared/spelled-letters.js';

const MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]/g;

export function foldText(text: string): string {
  return spellOutLetters(text.normalize('NFKC').toLowerCase())
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC');
}

/** Arabic-Indic and Persian digits as ASCII, and the Arabic decimal and thousands signs, one for one. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Text in lower case one character for one, so a position in it is the same position in the text: the
 * Turkish capital "İ" lowers to "i", where toLowerCase gives "i" and a combining dot, two characters that
 * moved every later position ("İki su bardağı un" went unread). Every other letter lowers to one.
 */
export const lowerInPlace = (text: string): string => text.replace(/\u0130/g, 'i').toLowerCase();

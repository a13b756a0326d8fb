// recipeYield to servings (an integer, only when the yield counts people or portions, or is a bare
// number) plus the yield as written ("12 cookies", "Serves 4-6"). A range gives its upper bound as
// servings: "Serves 4-6" feeds six.
import { cleanText } from './clean-text.js';

export interface Yield {
  servings: number | null;
  yields: string | null;
}

const SERVING_WORDS =
  /(?<![\p{L}])(serv(es|ings?|ing size|e)|portions?|people|persons?|personnes?|pers\.?|parts?|couverts?|portionen|personen|porciones|raciones|personas|porzioni|persone|porties|personen|pax|guests?|adults?|porcj[ei]|porcji|osób|os\.|adag|főre|személyre|μερίδες|άτομα|porcí|porce|osob|portioner|porsjoner|personer|kişilik|porsiyon|порци[ийя]|персон[ыа]?|annosta)(?![\p{L}])/iu;
const RANGE = /(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to|à|bis|a|tot|al|or)\s*(\d+(?:[.,]\d+)?)/i;

function parseYieldText(text: string): Yield | null {
  const t = cleanText(text);
  if (!t) return null;
  let n: number | null = null;
  const range = RANGE.exec(t);
  if (range) n = Number.parseFloat((range[2] as string).replace(',', '.'));
  else {
    const m = /(\d+(?:[.,]\d+)?)/.exec(t);
    if (m) n = Number.parseFloat((m[1] as string).replace(',', '.'));
  }
  if (n === null || !Number.isFinite(n) || n <= 0) return { servings: null, yields: t };
  // "4", "4 servings", "Serves 4", "4 Personen": servings. "12 cookies", "1 loaf": a yield only.
  const words = t.replace(/[\d.,\-–—()/:]+/g, ' ').trim();
  const servingsLike =
    !words || SERVING_WORDS.test(words) || /^(makes|yield[s]?|ergibt|pour|para|per|voor)$/i.test(words);
  return { servings: servingsLike ? Math.round(n) : null, yields: t };
}

export function parseYield(value: unknown): Yield {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    const n = Math.round(value);
    return { servings: n, yields: `${n} serving${n === 1 ? '' : 's'}` };
  }
  if (typeof value === 'string') {
    const y = parseYieldText(value);
    if (y) return y.servings !== null && /^\d+$/.test(y.yields ?? '') ? parseYield(y.servings) : y;
  }
  if (Array.isArray(value)) {
    let fallback: Yield | null = null;
    for (const v of value) {
      const y = parseYield(v);
      if (y.servings !== null) return y;
      if (!fallback && y.yields) fallback = y;
    }
    if (fallback) return fallback;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    return parseYield(o.value ?? o.maxValue ?? o['@value'] ?? null);
  }
  return { servings: null, yields: null };
}

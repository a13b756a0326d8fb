// Times and yield written as labelled text on the page ("Prep Time: 10 mins", "Serves 4",
// "Zubereitungszeit 20 Min.", "Pour 4 personnes"), for recipes whose structured data lacks them.
// A label and its value may sit in one line ("Cook 25 min | Serves 2") or in two neighbours.
import { parseDuration } from './duration.js';
import type { Token } from './heuristic.js';
import { parseYield, type Yield } from './yields.js';

export interface PageFacts extends Yield {
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
}

type TimeKey = 'prepTime' | 'cookTime' | 'totalTime';

const TIME_LABELS: [TimeKey, RegExp][] = [
  [
    'prepTime',
    /^(?:prep(?:aration)?(?: time)?|hands[- ]on(?: time)?|temps de pr[ée]paration|pr[ée]paration|zubereitungszeit|vorbereitung(?:szeit)?|arbeitszeit|tiempo de preparaci[oó]n|preparaci[oó]n|tempo di preparazione|preparazione|voorbereidingstijd|voorbereiding|bereidingstijd|tempo de preparo|preparo|czas przygotowania|przygotowanie|előkészítés|előkészítési idő|χρόνος προετοιμασίας|προετοιμασία|doba přípravy|příprava|príprava|förberedelse(?:tid)?|forberedelse(?:stid)?|arbetstid|arbejdstid|aktiv tid|hazırlık(?: süresi)?|время подготовки|подготовка|valmisteluaika)$/iu,
  ],
  [
    'cookTime',
    /^(?:cook(?:ing)?(?: time)?|bake(?: time)?|baking time|temps de cuisson|cuisson|koch(?:zeit)?|backzeit|garzeit|tiempo de cocci[oó]n|cocci[oó]n|tempo di cottura|cottura|kooktijd|baktijd|oventijd|tempo de cozimento|czas gotowania|czas pieczenia|főzési idő|sütési idő|χρόνος μαγειρέματος|χρόνος ψησίματος|doba vaření|doba pečení|tillagningstid|tilberedningstid|bagetid|steketid|koketid|pişirme(?: süresi)?|время готовки|kypsennysaika)$/iu,
  ],
  [
    'totalTime',
    /^(?:total(?: time)?|ready in|time|temps total|dur[ée]e(?: totale)?|gesamtzeit|gesamt|tiempo total|tempo totale|totale tijd|tijd|tempo total|czas całkowity|łączny czas|czas|teljes idő|elkészítési idő|idő|συνολικός χρόνος|χρόνος|celkový čas|čas|total tid|totaltid|tid i alt|tid|toplam süre|süre|общее время|время приготовления|время|kokonaisaika|aika)$/iu,
  ],
];

const YIELD_LABEL =
  /^(?:serves|servings?|serving size|yields?|makes|portions?|porciones|raciones|porzioni|personnes|pers\.?|personen|portionen|persone|porties|couverts|f[üu]r|pour|para|per|voor|rendimento|rende|por[çc][õo]es|ergibt|quantit[ée]|nombre de personnes|anzahl|porcje|porcji|ilość porcji|adag|adagok|μερίδες|porce|porcí|portioner|porsjoner|antal|kişilik|porsiyon|порции|порций|количество порций|annokset)$/iu;
const YIELD_UNIT =
  /^\d+(?:\s*(?:-|–|to|à|a|bis|tot)\s*\d+)?\s*(?:servings?|portions?|people|persons?|personnes?|personen|persone|personas|porciones|porzioni|porties|portionen|couverts|porcj[ei]|porcji|osób|os\.|adag|főre|személyre|μερίδες|άτομα|porcí|porce|osob|portioner|porsjoner|personer|kişilik|porsiyon|порци[ийя]|персон[ыа]?|annosta)(?![\p{L}])/iu;

const MAX_FACT_LENGTH = 60;

function labelled(segment: string): { label: string; value: string } | null {
  const m = /^([\p{L} .'’-]{2,40}?)\s*[:：-]?\s*(\d.*)?$/u.exec(segment);
  if (!m) return null;
  return { label: (m[1] as string).trim(), value: (m[2] ?? '').trim() };
}

export function readPageFacts(tokens: readonly Token[]): PageFacts {
  const facts: PageFacts = { prepTime: null, cookTime: null, totalTime: null, servings: null, yields: null };
  const take = (label: string, value: string, whole: string): boolean => {
    for (const [key, re] of TIME_LABELS) {
      if (facts[key] === null && re.test(label)) {
        const minutes = parseDuration(value);
        if (minutes !== null && minutes > 0 && /\p{L}/u.test(value)) {
          facts[key] = minutes;
          return true;
        }
      }
    }
    if (facts.yields === null && YIELD_LABEL.test(label) && /\d/.test(value)) {
      const y = parseYield(/^\d/.test(whole) ? whole : value);
      if (y.yields !== null) {
        const servings = y.servings ?? (/\p{L}/u.test(value) ? null : parseYield(value).servings);
        facts.servings = servings;
        facts.yields = whole;
        return true;
      }
    }
    return false;
  };

  for (let i = 0; i < tokens.length; i++) {
    const text = (tokens[i] as Token).text;
    if (text.length > MAX_FACT_LENGTH * 3) continue;
    for (const raw of text.split(/\s*[|•·]\s*/)) {
      const segment = raw.trim();
      if (!segment || segment.length > MAX_FACT_LENGTH) continue;
      if (facts.yields === null && YIELD_UNIT.test(segment)) {
        const y = parseYield(segment);
        facts.servings = y.servings;
        facts.yields = segment;
        continue;
      }
      const parts = labelled(segment);
      if (!parts) continue;
      if (parts.value) take(parts.label, parts.value, segment);
      else {
        // "Prep Time" then "10 mins" in the next element.
        const next = tokens[i + 1]?.text ?? '';
        if (next.length <= 25 && /^\d/.test(next) && take(parts.label, next, `${parts.label} ${next}`)) i++;
      }
    }
  }
  return facts;
}

// Durations to whole minutes. ISO 8601 ("PT1H20M", "P0DT0H35M", "PT1.5H") is rounded up so a
// 30-second step never reads as 0; free text ("1 hr 20 mins", "1½ hours", "1:30", "20-25 Minuten")
// is rounded to the nearest minute. A range counts as its upper bound: plan for the longer time.

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (s: string | undefined): number => (s ? Number.parseFloat(s.replace(',', '.')) : 0);

function parseIso(s: string): number | null {
  const m = ISO.exec(s.replace(/\s+/g, ''));
  if (!m || s.length < 3) return null;
  const [, y, mo, w, d, h, mi, sec] = m;
  const minutes =
    num(y) * 525_600 +
    num(mo) * 43_200 +
    num(w) * 10_080 +
    num(d) * 1440 +
    num(h) * 60 +
    num(mi) +
    num(sec) / 60;
  return Math.ceil(minutes - 1e-9);
}

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅙': 1 / 6,
  '⅛': 0.125,
};

// Unit words in English, French, German, Spanish, Italian, Dutch, Scandinavian, Polish, Czech,
// Hungarian, Greek, Turkish, Russian and Finnish.
const DAY = '(?:days?|jours?|tage?n?|d[ií]as?|giorn[oi]|dagen|dag|dni|dn[ií]|nap|ημέρες|gün|дн(?:я|ей)?|d)';
const HOUR =
  '(?:hours?|hrs?|heures?|stunden?|std|horas?|or[ae]|uur|timer?|tim|godz(?:in[ay]?)?\\.?|hodin[ay]?|hod\\.?|óra|ώρ(?:α|ες)|saat|час(?:а|ов)?|tuntia?|h)';
const MINUTE =
  '(?:minutes?|mins?|minuten|minutos?|minuti|minuut|minutter|minuter|minut[ay]?|perc|λεπτά|λεπ\\.?|dakika|dk|мин(?:ут[ыа]?)?\\.?|minuuttia|mn|m)';
const SECOND =
  '(?:seconds?|secs?|sekunden|segundos?|secondi|sekund[ay]?|mp|δευτερόλεπτα|saniye|сек(?:унд[ыа]?)?|s)';
const NUMBER = '(\\d+(?:[.,]\\d+)?(?:\\s+\\d+/\\d+|\\s*[½⅓⅔¼¾⅕⅙⅛])?|\\d+/\\d+|[½⅓⅔¼¾⅕⅙⅛])';

const PART = new RegExp(`${NUMBER}\\s*(${DAY}|${HOUR}|${MINUTE}|${SECOND})(?![a-zäöüéèíóú])`, 'gi');
const CLOCK = /(\d{1,2}):(\d{2})(?::\d{2})?/;

function amount(s: string): number {
  const t = s.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  const uni = /^(\d*)\s*([½⅓⅔¼¾⅕⅙⅛])$/.exec(t);
  if (uni) return Number(uni[1] || 0) + (FRACTIONS[uni[2] as string] ?? 0);
  return num(t);
}

function unitMinutes(unit: string): number {
  const u = unit.toLowerCase();
  if (new RegExp(`^${DAY}$`).test(u)) return 1440;
  if (new RegExp(`^${HOUR}$`).test(u)) return 60;
  if (new RegExp(`^${SECOND}$`).test(u)) return 1 / 60;
  return 1;
}

function parseFreeText(text: string): number | null {
  let s = text.trim();
  // "20-25 minutes", "1 to 2 hours", "10–15 Min.": keep the upper end of the range.
  const range = /^(.*?\d)\s*(?:-|–|—|to|à|bis|a|tot|al)\s*(\d.*)$/i.exec(s);
  if (range && !/[a-z]/i.test(range[1] as string)) s = range[2] as string;
  const hourMinute = /^(\d+)\s*h(?:rs?|ours?)?\s*(\d{1,2})$/i.exec(s);
  if (hourMinute) return Number(hourMinute[1]) * 60 + Number(hourMinute[2]);
  let total = 0;
  let found = false;
  for (const m of s.matchAll(PART)) {
    total += amount(m[1] as string) * unitMinutes(m[2] as string);
    found = true;
  }
  if (!found) {
    const clock = CLOCK.exec(s);
    if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
    const bare = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(s);
    if (bare) return Math.round(num(bare[1]));
    return null;
  }
  return Math.round(total);
}

/** Minutes for a duration given as ISO 8601, free text or a number (taken as minutes). */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return parseDuration(value[0]);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return parseDuration(o.maxValue ?? o.value ?? o['@value'] ?? o.minValue ?? null);
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s) return null;
  if (/^P\d*T?[-\d]/i.test(s)) {
    // Recipes never last months: "P30M", "P2H30M" and "PT0D1H0M" are sloppy writings of a time.
    const body = s.slice(1).replace(/T/gi, '');
    const days = /^(\d+(?:[.,]\d+)?D)?(.*)$/i.exec(body);
    const repaired =
      /[HMS]/i.test(body) && !/[YW]/i.test(body) ? `P${days?.[1] ?? ''}T${days?.[2] ?? ''}` : s;
    // A short time in seconds alone ("PT45S" for a preparation) is minutes under the wrong letter:
    // no recipe gives a time that short. Sites that do count in seconds write large ones (PT1800S).
    const secondsOnly = /^PT(\d+)S$/i.exec(repaired);
    if (secondsOnly && Number(secondsOnly[1]) >= 5 && Number(secondsOnly[1]) < 300)
      return Number(secondsOnly[1]);
    // One that still does not parse ("PT-471406H28M55S") is garbage, not free text.
    return parseIso(repaired);
  }
  // Non-standard ISO-like forms: "0D4H45M", "T1H", "1H30M".
  if (/^T?\d/i.test(s) && /^[\dTDHMS.,]+$/i.test(s.replace(/\s+/g, ''))) {
    const iso = parseIso(
      `P${s.replace(/^T/i, '').replace(/(\d+D)?(.*)/i, (_, d, rest) => `${d ?? ''}T${rest}`)}`,
    );
    if (iso !== null) return iso;
  }
  return parseFreeText(s);
}

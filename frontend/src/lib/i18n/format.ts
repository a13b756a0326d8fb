/**
 * Formatting by locale through Intl (issue 37): dates, weekdays and the week's first day by region,
 * numbers (decimal commas), lists, relative times and durations, and languages' names. Each takes the Intl tag to format in
 * (`intlLocale()` for the interface language, or a fuller tag such as "en-GB" for the region).
 */

/** 1 = Monday … 7 = Sunday, as Intl.Locale's week info counts. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// CLDR's first day of the week where it is not Monday, for engines without Intl.Locale week info
// (Firefox, Node before 22). Regions absent here start on Monday.
const SUNDAY_FIRST = new Set(
  'AG AS AU BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

type WeekInfo = { firstDay: number };
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The region a tag implies: its own ("en-GB" → GB) or its language's most likely one ("de" → DE, "en" → US). */
export function regionOf(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag);
    return locale.region ?? locale.maximize().region;
  } catch {
    return undefined;
  }
}

/** The first day of the week where the person lives (a meal plan's and a calendar's first column). */
export function weekStart(tag: string): Weekday {
  try {
    const locale = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay as Weekday;
  } catch {
    // An engine without week info, or a tag Intl refuses: the table below answers.
  }
  const region = regionOf(tag);
  if (region && SUNDAY_FIRST.has(region)) return 7;
  if (region && SATURDAY_FIRST.has(region)) return 6;
  return 1;
}

/** The seven weekday names in the order the region's week runs ("Mo, Tu, …" or "So, Mo, …"). */
export function weekdayNames(tag: string, width: 'long' | 'short' | 'narrow' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(tag, { weekday: width, timeZone: 'UTC' });
  const first = weekStart(tag);
  // 2024-01-01 was a Monday (weekday 1).
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = ((first - 1 + index) % 7) + 1;
    return format.format(new Date(Date.UTC(2024, 0, weekday)));
  });
}

export function formatDate(
  date: Date | number,
  tag: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(tag, options).format(date);
}

export function formatNumber(value: number, tag: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(tag, options).format(value);
}

export function formatList(
  items: readonly string[],
  tag: string,
  type: Intl.ListFormatType = 'conjunction',
): string {
  return new Intl.ListFormat(tag, { style: 'long', type }).format(items);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "vor 2 Tagen", "2日前": the largest unit that fits, rounded. */
export function formatRelativeTime(date: Date | number, now: Date | number, tag: string): string {
  let amount = (Number(date) - Number(now)) / 1000;
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

type DurationFormatConstructor = new (
  tag: string,
  options: { style: 'long' | 'short' | 'narrow' },
) => { format: (duration: { hours?: number; minutes?: number }) => string };

/** "1 hr, 30 min", "1 Std., 30 Min.", "1時間30分": a cooking time in minutes, in the locale's words. */
export function formatDuration(
  minutes: number,
  tag: string,
  style: 'long' | 'short' | 'narrow' = 'short',
): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const duration = hours > 0 ? (rest > 0 ? { hours, minutes: rest } : { hours }) : { minutes: rest };
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(tag, { style }).format(duration);
  // Engines without Intl.DurationFormat: each part as a unit number, joined as the locale joins units.
  const parts = Object.entries(duration).map(([unit, value]) =>
    new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: unit === 'hours' ? 'hour' : 'minute',
      unitDisplay: style,
    }).format(value),
  );
  return new Intl.ListFormat(tag, { style: style === 'long' ? 'long' : 'narrow', type: 'unit' }).format(
    parts,
  );
}

/** The language `tag` named in `reader`'s language ("es" for an English reader: "Spanish"); the tag itself when Intl cannot name it. */
export function languageName(tag: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

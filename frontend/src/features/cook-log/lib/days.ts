// Days of the cook log: today as the cook's calendar has it, a day read aloud, and the week (from
// Monday) a day falls in, for the timeline's week-by-week grouping.

export { today } from '@/lib/cook-days';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day in `locale` (an Intl tag; the browser's own when none is given), read in UTC. */
const formatDay = (day: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(asDate(day));

/** 'Sunday, March 1, 2026' (or 'Sonntag, 1. März 2026'). */
export const dayText = (day: string, locale?: string) =>
  formatDay(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '3 March' (or 'March 3', as the locale says it). */
export const shortDayText = (day: string, locale?: string) =>
  formatDay(day, locale, { day: 'numeric', month: 'long' });

/** The day a week starts, with its year: 'March 2, 2026'. */
export const weekStartText = (monday: string, locale?: string) =>
  formatDay(monday, locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** The Monday that starts the week of `day` (YYYY-MM-DD). */
export function weekOf(day: string): string {
  const date = asDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** Entries grouped by week, in the order given (the timeline's, latest first). */
export function byWeek<T extends { cookedOn: string }>(entries: T[]): { week: string; entries: T[] }[] {
  const weeks: { week: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const week = weekOf(entry.cookedOn);
    const last = weeks.at(-1);
    if (last?.week === week) last.entries.push(entry);
    else weeks.push({ week, entries: [entry] });
  }
  return weeks;
}

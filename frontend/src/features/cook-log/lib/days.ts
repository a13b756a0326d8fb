// Days of the cook log: today as the cook's calendar has it, a day read aloud, and the week (from
// Monday) a day falls in, for the timeline's week-by-week grouping.

export { today } from '@/lib/cook-days';

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export const dayText = (day: string) => dayFormat.format(asDate(day));

const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** '3 March' (or 'March 3', as the cook's locale says it). */
export const shortDayText = (day: string) => dayMonth.format(asDate(day));

/** The Monday that starts the week of `day` (YYYY-MM-DD). */
export function weekOf(day: string): string {
  const date = asDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

export const weekText = (monday: string) => `Week of ${shortFormat.format(asDate(monday))}`;

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

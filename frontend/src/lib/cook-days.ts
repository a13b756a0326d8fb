// The cook's own calendar day (issue 39): what "We cooked this" starts with, wherever it is asked.
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';

/** Today in the cook's own time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The query key of the household's cook log, which a meal marked cooked anywhere makes stale. */
export const cookLogTimelineKey = ['cook-log'] as const;

/** 'Mar 10, 2026' in English: the day a card says it was last cooked, in the given language. */
export const cookedDay = (day: string, tag: string = intlLocale()) =>
  formatDate(new Date(`${day}T00:00:00Z`), tag, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

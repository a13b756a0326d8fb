// Dates on the meal-plan screens: the week comes from the shared contract (weekDates), shown in the
// cook's words ('Monday, November 23').
import { addDays } from '@contracts/plan-dates';
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';

/** Today as 'YYYY-MM-DD' in the cook's own time zone. */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The next Monday (today when it is Monday): the default start of a new plan. */
export function nextMonday(now = new Date()): string {
  const weekday = (now.getDay() + 6) % 7;
  return addDays(today(now), weekday === 0 ? 0 : 7 - weekday);
}

/** 'Nov 23' ('23. Nov.', '11月23日') for a day card. */
export function shortDate(date: string, tag = intlLocale()): string {
  return formatDate(new Date(`${date}T00:00:00Z`), tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 'November 23, 2026' ('23. November 2026') for a plan's start. */
export function longDate(date: string, tag = intlLocale()): string {
  return formatDate(new Date(`${date}T00:00:00Z`), tag, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

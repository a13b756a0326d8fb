// Dates on the meal-plan screens: the week comes from the shared contract (weekDates), shown in the
// cook's words ('Monday, November 23').
import { addDays } from '@contracts/plan-dates';

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

/** 'Nov 23' for a day card. */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

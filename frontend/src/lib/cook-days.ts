// The cook's own calendar day (issue 39): what "We cooked this" starts with, wherever it is asked.

/** Today in the cook's own time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The query key of the household's cook log, which a meal marked cooked anywhere makes stale. */
export const cookLogTimelineKey = ['cook-log'] as const;

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 10, 2026': the day a card says it was last cooked. */
export const cookedDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

// A plan's days and dates, without zod: the frontend reads this week's plans ahead for the kitchen
// (use-this-week-offline.ts) on pages that load no schema, so these stay apart from planning.ts, which
// re-exports them for everyone else.

/** SPEC 9: days Monday to Sunday are indexed 0 to 6. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Adds whole days to a 'YYYY-MM-DD' date (UTC arithmetic, so no daylight-saving slips). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The plan's week runs Monday to Sunday (SPEC 9) and is the week holding the start date: a plan
 * starting on a Wednesday shows that week's Monday and Tuesday too, so day names and dates agree.
 */
export function weekDates(startDate: string): string[] {
  const weekday = (new Date(`${startDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(startDate, -weekday);
  return DAYS.map((_, index) => addDays(monday, index));
}

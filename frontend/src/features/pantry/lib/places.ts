import type { PantryPlace } from '@contracts/pantry';

export const PLACE_LABELS: Record<PantryPlace, string> = {
  fridge: 'Fridge',
  freezer: 'Freezer',
  cupboard: 'Cupboard',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as YYYY-MM-DD in the person's own time zone. */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** How a best-before date reads beside its food: "Best before 3 Dec", "Best before today", "Past its date". */
export function bestBeforeText(day: string | null, now: string = today()): string | null {
  if (!day) return null;
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${now}T00:00:00Z`)) / DAY_MS);
  if (days < 0) return `Past its date (${shortDate(day)})`;
  if (days === 0) return 'Best before today';
  if (days === 1) return 'Best before tomorrow';
  return `Best before ${shortDate(day)}`;
}

/** Whether a food's date is within two days (or past): the pantry shows it first and marks it. */
export function expiresSoon(day: string | null, now: string = today()): boolean {
  if (!day) return false;
  return Date.parse(`${day}T00:00:00Z`) - Date.parse(`${now}T00:00:00Z`) <= 2 * DAY_MS;
}

function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

import type { PantryPlace } from '@contracts/pantry';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';

/** Each place's name, in the reader's language (render with i18n._). */
export const PLACE_LABELS: Record<PantryPlace, MessageDescriptor> = {
  fridge: msg`Fridge`,
  freezer: msg`Freezer`,
  cupboard: msg`Cupboard`,
};

/** What a line ticked as bought says once it is in the pantry, by place. */
export const PUT_IN_PLACE: Record<PantryPlace, MessageDescriptor> = {
  fridge: msg`In the pantry (fridge)`,
  freezer: msg`In the pantry (freezer)`,
  cupboard: msg`In the pantry (cupboard)`,
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
  const date = shortDate(day);
  if (days < 0) return t`Past its date (${date})`;
  if (days === 0) return t`Best before today`;
  if (days === 1) return t`Best before tomorrow`;
  return t`Best before ${date}`;
}

/** Whether a food's date is within two days (or past): the pantry shows it first and marks it. */
export function expiresSoon(day: string | null, now: string = today()): boolean {
  if (!day) return false;
  return Date.parse(`${day}T00:00:00Z`) - Date.parse(`${now}T00:00:00Z`) <= 2 * DAY_MS;
}

function shortDate(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), intlLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

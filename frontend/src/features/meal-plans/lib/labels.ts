// The words on a week board in the interface language: meal names from the catalog, weekday names from
// Intl (lib/i18n/format.ts). A plan's week runs Monday to Sunday (SPEC; the server's weekDates), so the
// board keeps that order in every language and only the names change.

import type { MealType } from '@contracts/planning';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { weekdayNames, weekStart } from '@/lib/i18n/format';

export const MEAL_NAMES: Record<MealType, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  snack: msg`Snack`,
};

/** Monday to Sunday in the language of `tag` ("Montag" … "Sonntag"), whatever day its region starts on. */
export function mondayFirstDayNames(tag: string): string[] {
  const names = weekdayNames(tag);
  // weekdayNames starts on the region's first day (1 = Monday … 7 = Sunday): turn it back to Monday.
  const shift = (8 - weekStart(tag)) % 7;
  return names.map((_, index) => names[(index + shift) % 7] as string);
}

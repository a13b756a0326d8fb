// A dinner party's words that come from tables: the courses (catalog) and its dates (Intl), in the
// interface language.

import type { CourseType } from '@contracts/planning';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';

export const COURSE_NAMES: Record<CourseType, MessageDescriptor> = {
  appetizer: msg`Appetizer`,
  main: msg`Main Course`,
  side: msg`Side Dish`,
  dessert: msg`Dessert`,
  beverage: msg`Beverage`,
  other: msg({ message: 'Other', context: 'course' }),
};

/** 'November 23, 2026' ('23. November 2026') for a party's day. */
export function longDate(date: string, tag: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), tag, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

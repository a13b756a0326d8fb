import type { Aisle } from '@contracts/aisles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each aisle's name on the list, in the reader's language (contracts/aisles.ts keeps the English). */
export const AISLE_NAMES: Record<Aisle, MessageDescriptor> = {
  produce: msg`Produce`,
  dairy: msg`Dairy`,
  'meat-fish': msg`Meat and Fish`,
  bakery: msg`Bakery`,
  pantry: msg({ message: 'Pantry', context: 'aisle' }),
  frozen: msg`Frozen`,
  other: msg({ message: 'Other', context: 'aisle' }),
};

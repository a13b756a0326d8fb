// The allergens' and diets' names as people read them, in their language (issue 37). The contract's
// ALLERGEN_LABELS and DIET_LABELS keep the English for the server; the screens use these, keyed by the
// same ids.
import type { Allergen, Diet } from '@contracts/allergens';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** Lower case, as they sit inside a sentence ("Contains peanuts"). */
export const ALLERGEN_NAMES: Readonly<Record<Allergen, MessageDescriptor>> = {
  gluten: msg({ message: 'gluten', context: 'allergen' }),
  crustaceans: msg({ message: 'crustaceans', context: 'allergen' }),
  eggs: msg({ message: 'eggs', context: 'allergen' }),
  fish: msg({ message: 'fish', context: 'allergen' }),
  peanuts: msg({ message: 'peanuts', context: 'allergen' }),
  soy: msg({ message: 'soy', context: 'allergen' }),
  milk: msg({ message: 'milk', context: 'allergen' }),
  nuts: msg({ message: 'tree nuts', context: 'allergen' }),
  celery: msg({ message: 'celery', context: 'allergen' }),
  mustard: msg({ message: 'mustard', context: 'allergen' }),
  sesame: msg({ message: 'sesame', context: 'allergen' }),
  sulphites: msg({ message: 'sulphites', context: 'allergen' }),
  lupin: msg({ message: 'lupin', context: 'allergen' }),
  molluscs: msg({ message: 'molluscs', context: 'allergen' }),
};

/** Capitalised, as a badge or a choice shows them ("Vegetarian"). */
export const DIET_NAMES: Readonly<Record<Diet, MessageDescriptor>> = {
  vegetarian: msg({ message: 'Vegetarian', context: 'diet' }),
  vegan: msg({ message: 'Vegan', context: 'diet' }),
  pescatarian: msg({ message: 'Pescatarian', context: 'diet' }),
  'gluten-free': msg({ message: 'Gluten-free', context: 'diet' }),
  'dairy-free': msg({ message: 'Dairy-free', context: 'diet' }),
  halal: msg({ message: 'Halal', context: 'diet' }),
  kosher: msg({ message: 'Kosher', context: 'diet' }),
  'no-pork': msg({ message: 'No pork', context: 'diet' }),
};

/**
 * Every allergen's and diet's name in the reader's language, keyed by id (for choices and badges). Read
 * on each render (22 short strings): `useLingui` draws the component again when the language changes.
 */
export function useDietaryNames(): {
  allergens: Readonly<Record<Allergen, string>>;
  diets: Readonly<Record<Diet, string>>;
} {
  const { i18n } = useLingui();
  const named = <K extends string>(table: Readonly<Record<K, MessageDescriptor>>) =>
    Object.fromEntries(
      Object.entries<MessageDescriptor>(table).map(([id, name]) => [id, i18n._(name)]),
    ) as Record<K, string>;
  return { allergens: named(ALLERGEN_NAMES), diets: named(DIET_NAMES) };
}

// Who eats what at home (issue 38): the household's members' allergies and diets (GET /api/household,
// the query every screen shares) checked against a recipe's classification, so the recipe page, Home's
// "safe for everyone" filter and the meal plan say the same thing. A recipe not yet classified, or with a
// line whose food could not be checked, is never called safe.
import type { Allergen, Diet, DietaryInfo } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { ALLERGEN_NAMES, DIET_NAMES } from './dietary-labels';
import { useHousehold } from './household';
import { formatList } from './i18n/format';
import { intlLocale } from './i18n/runtime';

export interface HouseholdNeeds {
  /** Members who keep any allergy or diet. */
  members: HouseholdMember[];
  allergies: Allergen[];
  diets: Diet[];
}

/** Everyone at home's allergies and diets, together (empty while loading, or when not `enabled`). */
/** The members with allergies or diets: whose needs a recipe is checked against. */
export const membersWithNeeds = (members: readonly HouseholdMember[]) =>
  members.filter((member) => (member.allergies ?? []).length + (member.diets ?? []).length > 0);

export function useHouseholdNeeds({ enabled = true }: { enabled?: boolean } = {}): HouseholdNeeds {
  const { data } = useHousehold({ enabled });
  return useMemo(() => {
    const members = membersWithNeeds(data?.members ?? []);
    return {
      members,
      allergies: [...new Set(members.flatMap((member) => member.allergies ?? []))],
      diets: [...new Set(members.flatMap((member) => member.diets ?? []))],
    };
  }, [data]);
}

export interface Conflict {
  /** "Contains peanuts — Sam is allergic", "May contain milk — Ana is allergic", "Not vegetarian — Sam". */
  text: string;
  /** The ingredient line that carries it, when one does. */
  line: string | null;
  /** True for what the recipe holds for sure; false for "may contain" and diets to check. */
  certain: boolean;
}

const names = (members: HouseholdMember[]) => {
  const list = members.map((member) => member.displayName);
  const tag = intlLocale();
  // English as SPEC.md writes it: "Sam, Ana and Jo" (en-GB's list has no comma before "and").
  return formatList(list, tag.startsWith('en') ? 'en-GB' : tag);
};

/** What in a recipe conflicts with someone at home, named for them. */
export function conflictsOf(
  dietary: DietaryInfo | null | undefined,
  members: readonly HouseholdMember[],
): Conflict[] {
  if (!dietary) return [];
  const conflicts: Conflict[] = [];
  const allergens = [...dietary.contains, ...dietary.mayContain];
  for (const allergen of allergens) {
    const allergic = members.filter((member) => (member.allergies ?? []).includes(allergen));
    if (allergic.length === 0) continue;
    const certain = dietary.contains.includes(allergen);
    const who = names(allergic);
    const food = i18n._(ALLERGEN_NAMES[allergen]);
    const count = allergic.length;
    conflicts.push({
      text: certain
        ? plural(count, {
            one: `Contains ${food} — ${who} is allergic`,
            other: `Contains ${food} — ${who} are allergic`,
          })
        : plural(count, {
            one: `May contain ${food} — ${who} is allergic`,
            other: `May contain ${food} — ${who} are allergic`,
          }),
      line: dietary.because[allergen] ?? null,
      certain,
    });
  }
  const diets = [...new Set(members.flatMap((member) => member.diets ?? []))];
  for (const diet of diets) {
    if (dietary.fits.includes(diet)) continue;
    const keeping = members.filter((member) => (member.diets ?? []).includes(diet));
    const certain = !dietary.check.includes(diet);
    const kept = i18n._(DIET_NAMES[diet]).toLocaleLowerCase(intlLocale());
    const who = names(keeping);
    const count = keeping.length;
    conflicts.push({
      text: certain
        ? plural(count, { one: `Not ${kept} — ${who} keeps it`, other: `Not ${kept} — ${who} keep it` })
        : plural(count, {
            one: `Check if ${kept} (it may not be) — ${who} keeps it`,
            other: `Check if ${kept} (it may not be) — ${who} keep it`,
          }),
      line: null,
      certain,
    });
  }
  // A line whose food could not be checked (issue 38): what it holds is unknown to anyone who keeps needs.
  const unknown = dietary.unknown ?? [];
  const keepingNeeds = members.filter(
    (member) => (member.allergies ?? []).length + (member.diets ?? []).length > 0,
  );
  if (unknown.length > 0 && keepingNeeds.length > 0) {
    const who = names(keepingNeeds);
    conflicts.push({
      text: t`Some ingredients could not be checked — for ${who}`,
      line: unknown[0] ?? null,
      certain: false,
    });
  }
  return conflicts;
}

// Who eats what at home (issue 38): the household's members' allergies and diets (GET /api/household,
// the query every screen shares) checked against a recipe's classification, so the recipe page, Home's
// "safe for everyone" filter and the meal plan say the same thing. A recipe not yet classified, or with a
// line whose food could not be checked, is never called safe.
import {
  ALLERGEN_LABELS,
  type Allergen,
  DIET_LABELS,
  type Diet,
  type DietaryInfo,
} from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { useMemo } from 'react';
import { useHousehold } from './household';

export interface HouseholdNeeds {
  /** Members who keep any allergy or diet. */
  members: HouseholdMember[];
  allergies: Allergen[];
  diets: Diet[];
}

/** Everyone at home's allergies and diets, together (empty while loading, or when not `enabled`). */
export function useHouseholdNeeds({ enabled = true }: { enabled?: boolean } = {}): HouseholdNeeds {
  const { data } = useHousehold({ enabled });
  return useMemo(() => {
    const members = (data?.members ?? []).filter(
      (member) => (member.allergies ?? []).length + (member.diets ?? []).length > 0,
    );
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
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
};

/** What in a recipe conflicts with someone at home, named for them. */
export function conflictsOf(dietary: DietaryInfo | null | undefined, members: HouseholdMember[]): Conflict[] {
  if (!dietary) return [];
  const conflicts: Conflict[] = [];
  const allergens = [...dietary.contains, ...dietary.mayContain];
  for (const allergen of allergens) {
    const allergic = members.filter((member) => (member.allergies ?? []).includes(allergen));
    if (allergic.length === 0) continue;
    const certain = dietary.contains.includes(allergen);
    const who = names(allergic);
    const verb = allergic.length === 1 ? 'is' : 'are';
    conflicts.push({
      text: `${certain ? 'Contains' : 'May contain'} ${ALLERGEN_LABELS[allergen]} — ${who} ${verb} allergic`,
      line: dietary.because[allergen] ?? null,
      certain,
    });
  }
  const diets = [...new Set(members.flatMap((member) => member.diets ?? []))];
  for (const diet of diets) {
    if (dietary.fits.includes(diet)) continue;
    const keeping = members.filter((member) => (member.diets ?? []).includes(diet));
    const certain = !dietary.check.includes(diet);
    conflicts.push({
      text: `${certain ? 'Not' : 'Check if'} ${DIET_LABELS[diet].toLowerCase()}${certain ? '' : ' (it may not be)'} — ${names(keeping)} ${keeping.length === 1 ? 'keeps' : 'keep'} it`,
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
    conflicts.push({
      text: `Some ingredients could not be checked — for ${names(keepingNeeds)}`,
      line: unknown[0] ?? null,
      certain: false,
    });
  }
  return conflicts;
}

// The household as a list of things reads it (Home's cards, a week's meals, a menu's dishes, the
// shopping list's and the pantry's lines): read once by the list, not by each of its entries. Each entry
// that asked itself made one or two query observers of its own (the household, its names), 48 to 96 on
// Home, one or two per line on a long list, and each of them redrew its entry when the household came.
import type { HouseholdMember } from '@contracts/households';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { membersWithNeeds } from './eating-needs';
import { addedByLabel, useHousehold } from './household';

export interface HouseholdPeople {
  /** The members with allergies or diets, whose needs a recipe is checked against. */
  needs: readonly HouseholdMember[];
  /** userId → display name of everyone in the household. */
  names: ReadonlyMap<string, string>;
  /** The caller's own userId; undefined while the household loads. */
  me: string | undefined;
}

// Outside a provider (or while the household loads) no one is known: no "Added by", no conflicts.
const nobody: HouseholdPeople = { needs: [], names: new Map(), me: undefined };

const HouseholdPeopleContext = createContext<HouseholdPeople>(nobody);

/** Reads the household once for every entry inside; only the lines that use it redraw when it comes. */
export function HouseholdPeopleProvider({ children }: { children: ReactNode }) {
  const { data } = useHousehold();
  const people = useMemo<HouseholdPeople>(
    () =>
      data
        ? {
            needs: membersWithNeeds(data.members),
            names: new Map(data.members.map((member) => [member.userId, member.displayName] as const)),
            me: data.me,
          }
        : nobody,
    [data],
  );
  return <HouseholdPeopleContext.Provider value={people}>{children}</HouseholdPeopleContext.Provider>;
}

export const useHouseholdPeople = () => useContext(HouseholdPeopleContext);

/**
 * "Added by <name>" for a line, entry or dish another member added; null for the caller's own, for
 * things older than households (no author) and while the household is loading.
 */
export function useAddedBy(userId: string | null | undefined): string | null {
  const { names, me } = useHouseholdPeople();
  if (!userId || !me || userId === me) return null;
  return `Added by ${addedByLabel(names, userId, me)}`;
}

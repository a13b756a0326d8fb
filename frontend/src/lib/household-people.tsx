// The household as a list of things reads it (Home's cards, a week's meals, a menu's dishes, the
// shopping list's and the pantry's lines): read once by the list, not by each of its entries. Each entry
// that asked itself made one or two query observers of its own (the household, its names), 48 to 96 on
// Home, one or two per line on a long list, and each of them redrew its entry when the household came.
import type { HouseholdMember } from '@contracts/households';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { membersWithNeeds } from './eating-needs';
import { addedByLabel, householdKeys, useHousehold } from './household';

export interface HouseholdPeople {
  /** The members with allergies or diets, whose needs a recipe is checked against. */
  needs: readonly HouseholdMember[];
  /** userId → display name of everyone in the household. */
  names: ReadonlyMap<string, string>;
  /** The caller's own userId; undefined while the household loads. */
  me: string | undefined;
  /** Reads the household again, once per person, when an entry names someone it does not know. */
  meet: (userId: string) => void;
}

// Outside a provider (or while the household loads) no one is known: no "Added by", no conflicts.
const nobody: HouseholdPeople = { needs: [], names: new Map(), me: undefined, meet: () => undefined };

const HouseholdPeopleContext = createContext<HouseholdPeople>(nobody);

/** Reads the household once for every entry inside; only the lines that use it redraw when it comes. */
export function HouseholdPeopleProvider({ children }: { children: ReactNode }) {
  const { data } = useHousehold();
  const queryClient = useQueryClient();
  const met = useRef(new Set<string>());
  // A line from someone who joined since the household was read (the list is live, the household is
  // read once a minute at most): read it again, once for each such person, so the line names them; one
  // who has left stays "a former member" after that one read.
  const meet = useCallback(
    (userId: string) => {
      if (met.current.has(userId)) return;
      met.current.add(userId);
      void queryClient.invalidateQueries({ queryKey: householdKeys.current() }, { cancelRefetch: false });
    },
    [queryClient],
  );
  const people = useMemo<HouseholdPeople>(
    () =>
      data
        ? {
            needs: membersWithNeeds(data.members),
            names: new Map(data.members.map((member) => [member.userId, member.displayName] as const)),
            me: data.me,
            meet,
          }
        : nobody,
    [data, meet],
  );
  return <HouseholdPeopleContext.Provider value={people}>{children}</HouseholdPeopleContext.Provider>;
}

export const useHouseholdPeople = () => useContext(HouseholdPeopleContext);

/**
 * "Added by <name>" for a line, entry or dish another member added; null for the caller's own, for
 * things older than households (no author) and while the household is loading.
 */
export function useAddedBy(userId: string | null | undefined): string | null {
  const { names, me, meet } = useHouseholdPeople();
  const stranger = userId && me && userId !== me && !names.has(userId) ? userId : null;
  useEffect(() => {
    if (stranger) meet(stranger);
  }, [stranger, meet]);
  if (!userId || !me || userId === me) return null;
  return `Added by ${addedByLabel(names, userId, me)}`;
}

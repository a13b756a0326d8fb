// Who at home may not eat a planned recipe (issue 38): one short line per conflict under its title on a
// meal plan or menu ("Contains peanuts — Sam is allergic"); nothing when no one's needs conflict.
import type { DietaryInfo } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { TriangleAlert } from 'lucide-react';
import { conflictsOf, useHouseholdNeeds } from '@/lib/eating-needs';

export function ConflictNote({
  dietary,
  people,
}: {
  dietary: DietaryInfo | null | undefined;
  /** Who to check besides the household (a dinner party's guests). */
  people?: HouseholdMember[];
}) {
  const needs = useHouseholdNeeds();
  return <ConflictLines dietary={dietary} people={[...needs.members, ...(people ?? [])]} />;
}

/**
 * The conflicts of a recipe with the people given, read by the caller: Home's grid reads the household
 * once for all its cards (recipe-grid.tsx) rather than each card asking for it.
 */
export function ConflictLines({
  dietary,
  people,
}: {
  dietary: DietaryInfo | null | undefined;
  people: readonly HouseholdMember[];
}) {
  const conflicts = conflictsOf(dietary, people);
  if (conflicts.length === 0) return null;
  return (
    <span className="mt-0.5 block space-y-0.5 text-xs font-semibold text-terracotta-800">
      {conflicts.map((conflict) => (
        <span key={conflict.text} className="flex items-start gap-1">
          <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {conflict.text}
        </span>
      ))}
    </span>
  );
}

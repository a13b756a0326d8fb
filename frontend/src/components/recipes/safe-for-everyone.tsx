import type { Allergen, Diet } from '@contracts/allergens';
import { Trans } from '@lingui/react/macro';
import { Switch } from '@/components/ui/switch';
import { useSearchFlag } from '@/hooks/use-search-flag';
import { useHouseholdNeeds } from '@/lib/eating-needs';

// ?safe=1; switching it keeps the list where the cook had scrolled.
const useSafeFlag = () => useSearchFlag('safe', '1');

/**
 * "Safe for everyone at home" (issue 38), kept in the address (?safe=1): only recipes known to hold
 * none of the household's allergens (not even "may contain") and to fit every member's diets. Home and
 * the finder ask the server with these (it filters with the same rule, domain/recipes/use-cases/list-home.ts).
 */
export function useSafeParams({ enabled = true }: { enabled?: boolean } = {}): {
  avoid?: Allergen[];
  diets?: Diet[];
} {
  const [on] = useSafeFlag();
  const needs = useHouseholdNeeds({ enabled });
  if (!on || needs.members.length === 0) return {};
  return { avoid: needs.allergies, diets: needs.diets };
}

/** The switch, shown only when someone at home keeps an allergy or a diet (render it signed in only). */
export function SafeForEveryone({ id = 'safe-for-everyone' }: { id?: string }) {
  const [on, set] = useSafeFlag();
  const needs = useHouseholdNeeds();
  if (needs.members.length === 0) return null;
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={on} onCheckedChange={set} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        <Trans>Safe for everyone at home</Trans>
      </label>
    </div>
  );
}

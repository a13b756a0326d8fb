import type { Allergen, Diet } from '@contracts/allergens';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { Switch } from '@/components/ui/switch';
import { useHouseholdNeeds } from '@/lib/eating-needs';

/**
 * "Safe for everyone at home" (issue 38), kept in the address (?safe=1): only recipes known to hold
 * none of the household's allergens (not even "may contain") and to fit every member's diets. Home and
 * the finder ask the server with these (it filters with the same rule, domain/recipes/use-cases/list-home.ts).
 */
export function useSafeParams({ enabled = true }: { enabled?: boolean } = {}): {
  avoid?: Allergen[];
  diets?: Diet[];
} {
  const [search] = useSearchParams();
  const needs = useHouseholdNeeds({ enabled });
  if (search.get('safe') !== '1' || needs.members.length === 0) return {};
  return { avoid: needs.allergies, diets: needs.diets };
}

/** The switch, shown only when someone at home keeps an allergy or a diet (render it signed in only). */
export function SafeForEveryone({ id = 'safe-for-everyone' }: { id?: string }) {
  const [search, setSearch] = useSearchParams();
  const needs = useHouseholdNeeds();
  if (needs.members.length === 0) return null;
  const on = search.get('safe') === '1';
  const set = (next: boolean) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('safe', '1');
        else changed.delete('safe');
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={on} onCheckedChange={set} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        <Trans>Safe for everyone at home</Trans>
      </label>
    </div>
  );
}

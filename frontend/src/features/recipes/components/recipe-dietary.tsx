// A recipe's allergens and diets (issue 38): badges for what its ingredient lines contain, may contain
// and which diets it fits; above them, a warning naming each person at home it conflicts with
// ("Contains peanuts — Sam is allergic"), with the line that carries it. The page says plainly that
// the badges help and do not replace reading the label.
import { ALLERGEN_LABELS, DIET_LABELS, type DietaryInfo } from '@contracts/allergens';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { conflictsOf, useHouseholdNeeds } from '@/lib/eating-needs';

export function RecipeDietary({ dietary }: { dietary: DietaryInfo | null | undefined }) {
  const needs = useHouseholdNeeds();
  if (!dietary) return null;
  const conflicts = conflictsOf(dietary, needs.members);
  return (
    <section aria-labelledby="dietary-heading" className="mb-6 space-y-3 print:hidden">
      <h2 id="dietary-heading" className="sr-only">
        Allergens and diets
      </h2>
      {conflicts.length > 0 ? (
        <div
          role="alert"
          className="space-y-1 rounded-2xl border border-terracotta-300 bg-terracotta-50 p-4 text-terracotta-900"
        >
          {conflicts.map((conflict) => (
            <p key={conflict.text} className="flex items-start gap-2 font-semibold">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {conflict.text}
                {conflict.line ? (
                  <span className="font-normal text-terracotta-800"> (“{conflict.line}”)</span>
                ) : null}
              </span>
            </p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5">
        {dietary.contains.length + dietary.mayContain.length > 0 ? (
          <ul aria-label="Allergens" className="flex flex-wrap gap-1.5">
            {dietary.contains.map((allergen) => (
              <li key={allergen}>
                <Badge>Contains {ALLERGEN_LABELS[allergen]}</Badge>
              </li>
            ))}
            {dietary.mayContain.map((allergen) => (
              <li key={allergen}>
                <Badge tone="muted">May contain {ALLERGEN_LABELS[allergen]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {dietary.fits.length > 0 ? (
          <ul aria-label="Diets" className="flex flex-wrap gap-1.5">
            {dietary.fits.map((diet) => (
              <li key={diet}>
                <Badge tone="tag">{DIET_LABELS[diet]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        These badges are read from the ingredient lines to help you choose; they do not replace reading the
        label of every product you use.
      </p>
    </section>
  );
}

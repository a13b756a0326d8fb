// A recipe's allergens and diets (issue 38): badges for what its ingredient lines contain, may contain
// and which diets it fits; above them, a warning naming each person at home it conflicts with
// ("Contains peanuts — Sam is allergic"), with the line that carries it. The page says plainly that
// the badges help and do not replace reading the label.

import { ALLERGENS, type Allergen, DIETS, type Diet, type DietaryInfo } from '@contracts/allergens';
import type { RecipeDetail } from '@contracts/recipe-views';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { EatingNeedsChoices } from '@/components/eating-needs-choices';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useKeptDraft } from '@/hooks/use-kept-draft';
import { useDietaryNames } from '@/lib/dietary-labels';
import { conflictsOf, useHouseholdNeeds } from '@/lib/eating-needs';
import { errorMessage } from '@/lib/query-client';
import { useCorrectDietary } from '../api/correct-dietary';

/** What the correction form holds. */
type Correction = { notContains: Allergen[]; fits: Diet[]; note: string; checked: string[] };

/**
 * The owner's correction (issue 38): which allergens it does not contain and which diets it fits, with
 * what they know ("this stock is vegetable stock"); kept with the recipe and applied after every edit.
 * The form is drawn once the cook unfolds it, and what they chose stays while it is folded again.
 */
function CorrectBadges({ recipeId, dietary }: { recipeId: string; dietary: DietaryInfo }) {
  const correct = useCorrectDietary(recipeId);
  const [open, setOpen] = useState(false);
  const draft = useRef<Correction | null>(null);
  return (
    <details
      className="rounded-2xl border border-cream-300/80 bg-white/70 p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">
        <Trans>Correct these badges</Trans>
      </summary>
      {open ? <CorrectionForm dietary={dietary} correct={correct} draft={draft} /> : null}
    </details>
  );
}

function CorrectionForm({
  dietary,
  correct,
  draft,
}: {
  dietary: DietaryInfo;
  correct: ReturnType<typeof useCorrectDietary>;
  draft: RefObject<Correction | null>;
}) {
  const { t } = useLingui();
  const names = useDietaryNames();
  const kept = dietary.corrected;
  const form = useForm<Correction>({
    defaultValues: draft.current ?? {
      notContains: kept?.notContains ?? [],
      fits: kept?.fits ?? [],
      note: kept?.note ?? '',
      checked: kept?.checked ?? [],
    },
  });
  useKeptDraft(form, draft);
  // Lines whose food could not be checked, and those the cook has checked already (issue 38).
  const lines = [...new Set([...(dietary.unknown ?? []), ...(kept?.checked ?? [])])];
  const notContains = new Set(useWatch({ control: form.control, name: 'notContains' }));
  const fits = new Set(useWatch({ control: form.control, name: 'fits' }));
  const checked = new Set(useWatch({ control: form.control, name: 'checked' }));
  const allergens = ALLERGENS.filter(
    (allergen) =>
      dietary.contains.includes(allergen) ||
      dietary.mayContain.includes(allergen) ||
      notContains.has(allergen),
  );
  const diets = DIETS.filter((diet) => !dietary.fits.includes(diet) || fits.has(diet));
  // Each choice kept in its list's order, as the contract takes it.
  const submit = form.handleSubmit((correction) =>
    correct.mutate(
      { ...correction, note: correction.note.trim() || null },
      {
        onSuccess: () => toast.success(t`Badges corrected`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
      {allergens.length > 0 ? (
        <EatingNeedsChoices
          legend={t`It does not contain`}
          options={allergens}
          labels={names.allergens}
          chosen={notContains}
          onChange={(next) =>
            form.setValue(
              'notContains',
              ALLERGENS.filter((allergen) => next.has(allergen)),
            )
          }
        />
      ) : null}
      {diets.length > 0 ? (
        <EatingNeedsChoices
          legend={t`It fits`}
          options={diets}
          labels={names.diets}
          chosen={fits}
          onChange={(next) =>
            form.setValue(
              'fits',
              DIETS.filter((diet) => next.has(diet)),
            )
          }
        />
      ) : null}
      {lines.length > 0 ? (
        <EatingNeedsChoices
          legend={t`I checked these lines: they hold nothing else`}
          options={lines}
          labels={Object.fromEntries(lines.map((line) => [line, line]))}
          chosen={checked}
          onChange={(next) =>
            form.setValue(
              'checked',
              lines.filter((line) => next.has(line)),
            )
          }
        />
      ) : null}
      <FormField label={t`What you know`} optional>
        <Input maxLength={200} {...form.register('note')} />
      </FormField>
      <Button type="submit" disabled={correct.isPending}>
        <Trans>Save correction</Trans>
      </Button>
    </form>
  );
}

export function RecipeDietary({ recipe }: { recipe: RecipeDetail }) {
  const needs = useHouseholdNeeds();
  const { t } = useLingui();
  const names = useDietaryNames();
  const dietary = recipe.dietary;
  if (!dietary) return null;
  const conflicts = conflictsOf(dietary, needs.members);
  const note = dietary.corrected?.note;
  return (
    <section aria-labelledby="dietary-heading" className="mb-6 space-y-3 print:hidden">
      <h2 id="dietary-heading" className="sr-only">
        <Trans>Allergens and diets</Trans>
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
                  <span className="font-normal text-terracotta-800">
                    {' '}
                    <Trans>(“{conflict.line}”)</Trans>
                  </span>
                ) : null}
              </span>
            </p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5">
        {dietary.contains.length + dietary.mayContain.length > 0 ? (
          <ul aria-label={t`Allergens`} className="flex flex-wrap gap-1.5">
            {dietary.contains.map((allergen) => (
              <li key={allergen}>
                <Badge>
                  <Trans>Contains {names.allergens[allergen]}</Trans>
                </Badge>
              </li>
            ))}
            {dietary.mayContain.map((allergen) => (
              <li key={allergen}>
                <Badge tone="muted">
                  <Trans>May contain {names.allergens[allergen]}</Trans>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {dietary.fits.length > 0 ? (
          <ul aria-label={t`Diets`} className="flex flex-wrap gap-1.5">
            {dietary.fits.map((diet) => (
              <li key={diet}>
                <Badge tone="tag">{names.diets[diet]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {(dietary.unknown ?? []).length > 0 ? (
        <div className="rounded-2xl border border-cream-300/80 bg-cream-50 p-4 text-sm">
          <p className="font-semibold text-ink">
            <Trans>Some ingredients could not be checked</Trans>
          </p>
          <p className="text-ink-muted">
            <Trans>
              We do not know what these hold, so this recipe is not called safe for anyone with an allergy or
              diet until its cook checks them:
            </Trans>
          </p>
          <ul aria-label={t`Ingredients not checked`} className="mt-1 list-disc ps-5">
            {(dietary.unknown ?? []).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {dietary.corrected ? (
        <p className="text-sm text-ink">
          {dietary.corrected.note ? (
            <Trans>Corrected by its cook: “{note}”</Trans>
          ) : (
            <Trans>Corrected by its cook</Trans>
          )}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        <Trans>
          These badges are read from the ingredient lines to help you choose; they do not replace reading the
          label of every product you use.
        </Trans>
      </p>
      {recipe.isOwner ? <CorrectBadges key={recipe.id} recipeId={recipe.id} dietary={dietary} /> : null}
    </section>
  );
}

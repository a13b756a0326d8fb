import type { MealPlanSummary } from '@contracts/planning';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useDeleteMealPlan } from '../api/meal-plans';
import { longDate } from '../lib/week';

function DeleteMealPlanButton({ plan }: { plan: MealPlanSummary }) {
  const { t } = useLingui();
  const name = plan.name;
  const [open, setOpen] = useState(false);
  const remove = useDeleteMealPlan();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t`Delete this meal plan?`}
        description={t`"${name}" and the recipes planned in it will be removed. The recipes stay in your collection.`}
        confirmLabel={remove.isPending ? t`Deleting…` : t`Delete`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(plan.id, { onSuccess: () => setOpen(false) })}
      />
    </AlertDialog>
  );
}

/** The cook's plans, latest start date first; a card opens its week. */
export function MealPlanList({ plans }: { plans: MealPlanSummary[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <article
            aria-label={plan.name}
            className="flex items-start gap-3 rounded-2xl border border-cream-300/80 bg-white/85 p-5 shadow-sm"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-600">
              <CalendarDays aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-lg font-semibold text-terracotta-900">
                <Link to={`/meal-plan/${plan.id}`} className="hover:underline focus-visible:underline">
                  {plan.name}
                </Link>
              </h2>
              <p className="text-sm text-ink-muted">
                <Trans>
                  Starts {ph({ date: longDate(plan.startDate, intlLocale(i18n.locale as CatalogLocale)) })}
                </Trans>
              </p>
            </div>
            <DeleteMealPlanButton plan={plan} />
          </article>
        </li>
      ))}
    </ul>
  );
}

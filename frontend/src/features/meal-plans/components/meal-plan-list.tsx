import type { MealPlanSummary } from '@contracts/planning';
import { longDate } from '@contracts/planning';
import { CalendarDays, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteMealPlan } from '../api/meal-plans';

function DeleteMealPlanButton({ plan }: { plan: MealPlanSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMealPlan();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${plan.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title="Delete this meal plan?"
        description={`"${plan.name}" and the recipes planned in it will be removed. The recipes stay in your collection.`}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(plan.id, { onSuccess: () => setOpen(false) })}
      />
    </AlertDialog>
  );
}

/** The cook's plans, latest start date first; a card opens its week. */
export function MealPlanList({ plans }: { plans: MealPlanSummary[] }) {
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
              <p className="text-sm text-ink-muted">Starts {longDate(plan.startDate)}</p>
            </div>
            <DeleteMealPlanButton plan={plan} />
          </article>
        </li>
      ))}
    </ul>
  );
}

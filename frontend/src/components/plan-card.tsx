import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type PlanCardProps = {
  name: string;
  /** Where the card's title leads. */
  to: string;
  icon: ReactNode;
  /** The delete button's name and its question, in the caller's words. */
  remove: {
    label: string;
    title: string;
    description: string;
    confirmLabel: string;
    busy: boolean;
    /** Deletes it; `done` closes the question. */
    onConfirm: (done: () => void) => void;
  };
  children: ReactNode;
};

/** One card of a list of meal plans or dinner-party menus: icon, title link, its facts, Delete. */
export function PlanCard({ name, to, icon, remove, children }: PlanCardProps) {
  return (
    <article
      aria-label={name}
      className="flex items-start gap-3 rounded-2xl border border-cream-300/80 bg-white/85 p-5 shadow-sm"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-600">
        {icon}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="truncate text-lg font-semibold text-terracotta-900">
          <Link to={to} className="hover:underline focus-visible:underline">
            {name}
          </Link>
        </h2>
        {children}
      </div>
      <Confirmed
        trigger={
          <Button variant="ghost" size="icon" aria-label={remove.label}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={remove.title}
        description={remove.description}
        confirmLabel={remove.confirmLabel}
        busy={remove.busy}
        onConfirm={remove.onConfirm}
      />
    </article>
  );
}

/** A list of plan cards (meal plans or menus), in the order given; `card` draws one. */
export function PlanCardList<Plan extends { id: string }>({
  plans,
  card,
}: {
  plans: Plan[];
  card: (plan: Plan) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>{card(plan)}</li>
      ))}
    </ul>
  );
}

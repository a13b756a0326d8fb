import { longDate, type MenuDetail } from '@contracts/planning';
import { CookingPot } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { CookedDialog } from '@/components/cooked-dialog';
import { today } from '@/lib/cook-days';
import { useMarkMenuCooked } from '../api/dinner-parties';

const recipesText = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/**
 * "We cooked this menu" (issue 39): every recipe of the menu into the household's cook log at once, on
 * the party's day (today when it is still ahead), for its guests; then the day it was cooked.
 */
export function MenuCooked({
  menu,
  cookName,
  afterCooked,
}: {
  menu: MenuDetail;
  cookName: string;
  /** What a menu just marked cooked offers next (the route's: take its ingredients out of the pantry). */
  afterCooked?: (recipes: { recipeId: string; servings?: number }[]) => ReactNode;
}) {
  const mark = useMarkMenuCooked(menu.id);
  // Marked cooked here and now: offered once, not again on every visit (issue 38).
  const [justCooked, setJustCooked] = useState<{ servings: number | null } | null>(null);
  if (menu.cookedOn) {
    const servings = justCooked?.servings ?? undefined;
    const recipes = menu.entries.flatMap((entry) =>
      entry.recipe ? [{ recipeId: entry.recipe.id, ...(servings ? { servings } : {}) }] : [],
    );
    return (
      <div className="space-y-2">
        <p className="flex items-center gap-1.5 font-medium text-sage-600">
          <CookingPot aria-hidden="true" className="size-4" />
          Cooked on {longDate(menu.cookedOn)}
        </p>
        {justCooked && afterCooked ? afterCooked(recipes) : null}
      </div>
    );
  }
  const day = menu.eventDate && menu.eventDate < today() ? menu.eventDate : today();
  return (
    <CookedDialog
      trigger={
        <>
          <CookingPot aria-hidden="true" />
          We cooked this menu
        </>
      }
      title="We cooked this menu"
      description="Each recipe on the menu goes into your household's log of what it cooked."
      start={{ cookedOn: day, cookName, servings: menu.guestCount }}
      withRating={false}
      pending={mark.isPending}
      save={async ({ rating: _rating, ...input }) => {
        const reply = await mark.mutateAsync(input);
        setJustCooked({ servings: input.servings });
        const left =
          reply.skipped > 0 ? ` (${recipesText(reply.skipped)} not your household's left out)` : '';
        toast.success(`Logged ${recipesText(reply.logged.length)} in What We Cooked${left}`);
      }}
    />
  );
}

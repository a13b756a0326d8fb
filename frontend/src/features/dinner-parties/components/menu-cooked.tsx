import type { MenuDetail } from '@contracts/planning';
import { ph, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CookingPot } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { CookedDialog } from '@/components/cooked-dialog';
import { today } from '@/lib/cook-days';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useMarkMenuCooked } from '../api/dinner-parties';
import { longDate } from '../lib/labels';

/** The toast once a menu is logged: how many recipes, and how many were left out (not the household's). */
function loggedMessage(logged: number, skipped: number): string {
  const done = plural(logged, {
    one: 'Logged # recipe in What We Cooked',
    other: 'Logged # recipes in What We Cooked',
  });
  if (skipped === 0) return done;
  const left = plural(skipped, {
    one: "# recipe not your household's left out",
    other: "# recipes not your household's left out",
  });
  return t`${done} (${left})`;
}

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
  // Redraws in a newly chosen language (the words below read the active one).
  const { i18n } = useLingui();
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
          <Trans>
            Cooked on {ph({ date: longDate(menu.cookedOn, intlLocale(i18n.locale as CatalogLocale)) })}
          </Trans>
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
          <Trans>We cooked this menu</Trans>
        </>
      }
      title={t`We cooked this menu`}
      description={t`Each recipe on the menu goes into your household's log of what it cooked.`}
      start={{ cookedOn: day, cookName, servings: menu.guestCount }}
      withRating={false}
      pending={mark.isPending}
      save={async ({ rating: _rating, ...input }) => {
        const reply = await mark.mutateAsync(input);
        setJustCooked({ servings: input.servings });
        toast.success(loggedMessage(reply.logged.length, reply.skipped));
      }}
    />
  );
}

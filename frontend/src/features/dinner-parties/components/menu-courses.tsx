import type { HouseholdMember } from '@contracts/households';
import { groupByCourse } from '@contracts/plan-slots';
import type { MenuDetail, MenuEntry } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { PlannedRecipe } from '@/components/recipes/planned-recipe';
import { HouseholdPeopleProvider } from '@/lib/household-people';
import { formatNumber } from '@/lib/i18n/format';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useRemoveRecipeFromMenu } from '../api/dinner-parties';
import { COURSE_NAMES } from '../lib/labels';
import { guestsAsPeople } from './menu-guests';

function Dish({
  menuId,
  entry,
  guests,
  people,
}: {
  menuId: string;
  entry: MenuEntry;
  guests: number | null;
  people: HouseholdMember[];
}) {
  const { i18n } = useLingui();
  const remove = useRemoveRecipeFromMenu(menuId);
  const recipe = entry.recipe;
  const totalTime = recipe?.totalTime;
  const servings = recipe?.servings ?? 1;
  const scaled = guests && guests !== servings ? guests : null;
  const factor = scaled
    ? formatNumber(scaleFactor(scaled, recipe?.servings ?? null), intlLocale(i18n.locale as CatalogLocale))
    : '';
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-cream-300/80 bg-white/85 p-3 shadow-sm">
      <PlannedRecipe
        recipe={recipe}
        addedBy={entry.addedBy}
        look="card"
        people={people}
        removing={remove.isPending}
        onRemove={() => remove.mutate(entry.id)}
        details={
          recipe ? (
            <span className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
              {totalTime ? (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <Trans>{totalTime} min</Trans>
                </span>
              ) : null}
              <span>
                <Trans>Serves {servings}</Trans>
                {scaled ? (
                  <>
                    {' · '}
                    <Trans>
                      ×{factor} for {scaled}
                    </Trans>
                  </>
                ) : null}
              </span>
            </span>
          ) : null
        }
      />
    </li>
  );
}

/** How much a recipe is multiplied to feed `guests`, to two decimals at most. */
export const scaleFactor = (guests: number, servings: number | null) =>
  Math.round((guests / (servings ?? 1)) * 100) / 100;

/** The menu's recipes grouped by course in the spec's order (appetizer … other). */
export function MenuCourses({ menu, guests }: { menu: MenuDetail; guests: number | null }) {
  const { i18n } = useLingui();
  const courses = groupByCourse(menu.entries);
  const people = guestsAsPeople(menu.guests);
  return (
    <HouseholdPeopleProvider>
      <div className="space-y-6">
        {courses.map((course) => (
          <section key={course.course} aria-labelledby={`course-${course.course}`}>
            <h2 id={`course-${course.course}`} className="mb-2 text-xl font-semibold text-terracotta-900">
              {i18n._(COURSE_NAMES[course.course])}
            </h2>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {course.entries.map((entry) => (
                <Dish key={entry.id} menuId={menu.id} entry={entry} guests={guests} people={people} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HouseholdPeopleProvider>
  );
}

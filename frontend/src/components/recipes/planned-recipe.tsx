// A recipe planned somewhere (a meal on the week board, a dish on a dinner-party menu): its picture and
// title linking to it, who added it, whom at home (or at the table) it does not suit, what the place adds
// (time, servings), and a button that takes it off. A recipe deleted since shows as no longer available.
import type { DietaryInfo } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { useLingui } from '@lingui/react/macro';
import { CircleSlash, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

import { useAddedBy, useHouseholdPeople } from '@/lib/household-people';
import { ConflictLines } from './conflict-note';
import { RecipeImage } from './recipe-image';

interface PlannedRecipeProps {
  recipe: { id: string; title: string; imageUrl: string | null; dietary?: DietaryInfo | null } | null;
  /** The member who planned it. */
  addedBy: string | null | undefined;
  /** 'card': a menu's dish, its picture large; 'compact': a meal in a day's slot. */
  look: 'card' | 'compact';
  /** Who to check besides the household (a dinner party's guests). */
  people?: HouseholdMember[];
  /** Shown under the title (a dish's time and servings). */
  details?: ReactNode;
  removing: boolean;
  onRemove: () => void;
}

const looks = {
  card: {
    link: 'flex min-w-0 flex-1 items-center gap-3 hover:text-terracotta-700',
    image: 'size-16 shrink-0 rounded-xl object-cover',
    title: 'min-w-0',
    gone: 'flex min-w-0 flex-1 items-center gap-2 text-ink-muted italic',
    goneIcon: 'size-5 shrink-0',
  },
  compact: {
    link: 'flex min-w-0 flex-1 items-center gap-2 rounded-lg hover:text-terracotta-700 focus-visible:outline-2 focus-visible:outline-terracotta-600',
    image: 'size-8 shrink-0 rounded-lg object-cover [&_svg]:size-5',
    title: 'line-clamp-3 min-w-0 text-sm leading-snug font-medium break-words',
    gone: 'flex min-w-0 flex-1 items-center gap-2 text-sm text-ink-muted italic',
    goneIcon: 'size-4 shrink-0',
  },
};

export function PlannedRecipe({
  recipe,
  addedBy,
  look,
  people,
  details,
  removing,
  onRemove,
}: PlannedRecipeProps) {
  const added = useAddedBy(addedBy ?? null);
  const { needs } = useHouseholdPeople();
  const { t } = useLingui();
  const title = recipe?.title ?? t`Recipe no longer available`;
  const style = looks[look];
  return (
    <>
      {recipe ? (
        <Link to={`/recipe/${recipe.id}`} className={style.link}>
          <RecipeImage src={recipe.imageUrl} className={style.image} />
          <span className={style.title}>
            {look === 'card' ? (
              <span className="block truncate font-semibold">{recipe.title}</span>
            ) : (
              recipe.title
            )}
            {added ? <span className="block text-xs font-normal text-ink-muted">{added}</span> : null}
            <ConflictLines dietary={recipe.dietary} people={people ? [...needs, ...people] : needs} />
            {details}
          </span>
        </Link>
      ) : (
        <span className={style.gone}>
          <CircleSlash aria-hidden="true" className={style.goneIcon} />
          {title}
        </span>
      )}
      <Button
        variant="ghost"
        size={look === 'card' ? 'icon' : 'sm'}
        className={look === 'compact' ? 'size-8 shrink-0 p-0' : undefined}
        aria-label={t`Remove ${title}`}
        disabled={removing}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </>
  );
}

import type { CommunityRecipeCard as Card } from '@contracts/community';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookmarkPlus, Share2 } from 'lucide-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { RecipeImage } from '@/components/recipes/recipe-image';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCopyRecipe } from '@/lib/recipes/recipe-mutation';

function SaveButton({
  recipeId,
  signedIn,
  describedBy,
}: {
  recipeId: string;
  signedIn: boolean;
  describedBy: string;
}) {
  const save = useCopyRecipe();
  const navigate = useNavigate();
  const { t } = useLingui();
  const onSave = () => {
    if (!signedIn) {
      toast.error(t`Authentication required`, { description: t`Please sign in to save recipes` });
      navigate(`/auth?next=${encodeURIComponent('/community')}`);
      return;
    }
    save.mutate(recipeId, {
      onSuccess: () =>
        toast.success(t`Recipe saved!`, { description: t`This recipe has been added to your collection` }),
      onError: () => toast.error(t`Failed to save recipe`),
    });
  };
  return (
    <Button size="sm" onClick={onSave} disabled={save.isPending} aria-describedby={describedBy}>
      <BookmarkPlus aria-hidden="true" />
      {save.isPending ? t`Saving...` : t`Save`}
    </Button>
  );
}

/** One public recipe: View Recipe for everyone, Share on one's own, Save on others'. */
export const CommunityRecipeCard = memo(function CommunityRecipeCard({
  recipe,
  viewerId,
}: {
  recipe: Card;
  viewerId: string | null;
}) {
  const titleId = `community-recipe-${recipe.id}`;
  const isOwner = viewerId !== null && recipe.userId === viewerId;
  const { t } = useLingui();
  const { ownerName, prepTime, cookTime } = recipe;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300/80 bg-white shadow-sm shadow-terracotta-900/5"
    >
      <RecipeImage src={recipe.imageUrl} className="aspect-4/3 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="font-display text-lg leading-snug font-semibold text-terracotta-900">
          {recipe.title}
        </h3>
        {recipe.ownerName ? (
          <p className="text-sm text-ink-muted">
            <Trans>by {ownerName}</Trans>
          </p>
        ) : null}
        {recipe.description ? <p className="line-clamp-3 text-sm text-ink">{recipe.description}</p> : null}
        <ul aria-label={t`Times and servings`} className="flex flex-wrap gap-1.5">
          {recipe.prepTime ? (
            <li>
              <Badge tone="muted">
                <Trans>
                  Prep: <bdi>{prepTime}m</bdi>
                </Trans>
              </Badge>
            </li>
          ) : null}
          {recipe.cookTime ? (
            <li>
              <Badge tone="muted">
                <Trans>
                  Cook: <bdi>{cookTime}m</bdi>
                </Trans>
              </Badge>
            </li>
          ) : null}
          {recipe.servings ? (
            <li>
              <Badge tone="muted">
                <Plural value={recipe.servings} one="# servings" other="# servings" />
              </Badge>
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Link
            to={`/recipe/${recipe.id}`}
            className={buttonClasses('outline', 'sm')}
            aria-describedby={titleId}
          >
            <Trans>View Recipe</Trans>
          </Link>
          {isOwner ? (
            <Link
              to={`/recipe/${recipe.id}?share=true`}
              className={cn(buttonClasses('ghost', 'sm'), 'ms-auto')}
              aria-describedby={titleId}
            >
              <Share2 aria-hidden="true" />
              <Trans>Share</Trans>
            </Link>
          ) : (
            <span className="ms-auto">
              <SaveButton recipeId={recipe.id} signedIn={viewerId !== null} describedBy={titleId} />
            </span>
          )}
        </div>
      </div>
    </article>
  );
});

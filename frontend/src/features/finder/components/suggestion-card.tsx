import type { Suggestion } from '@contracts/finder';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookmarkPlus, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSaveSuggestion } from '../api/finder';
import { FitLists } from './fit-lists';

function SourceLine({ source }: { source: Suggestion['source'] }) {
  if (source.kind === 'library') {
    const { name, licence } = source;
    return (
      <Trans>
        From Hearth's recipe library by {name}, licensed {licence}
      </Trans>
    );
  }
  if (source.kind === 'community')
    return (
      <Trans>
        A community recipe:{' '}
        <Link to={`/recipe/${source.recipeId}`} className="underline underline-offset-2">
          see the original
        </Link>
      </Trans>
    );
  const model = source.name;
  return <Trans>Written by an AI model ({model})</Trans>;
}

/** One suggestion, whole enough to cook from, with Save to put it in the user's collection. */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useLingui();
  const save = useSaveSuggestion();
  const { title, prepTime, cookTime, servings } = suggestion;
  const headingId = `suggestion-${suggestion.id}`;
  const saved = save.data?.recipe;

  const onSave = () =>
    save.mutate(suggestion, {
      onSuccess: () => toast.success(t`Recipe saved to your collection!`),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 401
            ? t`You must be logged in to save recipes`
            : // The free tier is full (402): the server's message names the plans page.
              error instanceof ApiError && error.status === 402
              ? error.message
              : t`Failed to save recipe`,
        ),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-cream-300/80 bg-white p-5 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id={headingId} className="font-display text-xl font-semibold text-terracotta-900">
          {suggestion.title}
        </h3>
        <p className="text-xs text-ink-muted">
          <SourceLine source={suggestion.source} />
        </p>
      </div>
      {suggestion.description ? <p className="text-ink">{suggestion.description}</p> : null}
      <ul aria-label={t`Times and servings`} className="flex flex-wrap gap-1.5">
        {prepTime ? (
          <li>
            <Badge tone="muted">
              <Trans>Prep: {prepTime}m</Trans>
            </Badge>
          </li>
        ) : null}
        {cookTime ? (
          <li>
            <Badge tone="muted">
              <Trans>Cook: {cookTime}m</Trans>
            </Badge>
          </li>
        ) : null}
        {servings ? (
          <li>
            <Badge tone="muted">
              <Plural value={servings} one="# serving" other="# servings" />
            </Badge>
          </li>
        ) : null}
      </ul>
      <FitLists uses={suggestion.uses} missing={suggestion.missing} headingId={headingId} />
      <details className="group rounded-xl bg-cream-100/70 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-terracotta-800">
          <Trans>Ingredients and instructions</Trans>
        </summary>
        <h4 className="mt-3 font-semibold">
          <Trans>Ingredients</Trans>
        </h4>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {suggestion.ingredients.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h4 className="mt-3 font-semibold">
          <Trans>Instructions</Trans>
        </h4>
        <ol className="mt-1 list-decimal space-y-1 ps-5">
          {suggestion.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {saved ? (
          <>
            <span className="flex items-center gap-1 text-sm font-medium text-sage-600">
              <Check aria-hidden="true" className="size-4" />
              <Trans>Saved</Trans>
            </span>
            <Link to={`/recipe/${saved.id}`} className={buttonClasses('outline', 'sm')}>
              <Trans>Open {title}</Trans>
            </Link>
          </>
        ) : (
          <Button size="sm" onClick={onSave} disabled={save.isPending} aria-describedby={headingId}>
            <BookmarkPlus aria-hidden="true" />
            {save.isPending ? t`Saving...` : t`Save to My Recipes`}
          </Button>
        )}
      </div>
    </article>
  );
}

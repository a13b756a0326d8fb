import type { SuggestResponse } from '@contracts/finder';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Sparkles } from 'lucide-react';
import { SuggestionCard } from './suggestion-card';

/** Suggestions, with a plain statement of where they came from. */
export function SuggestionsPanel({ result }: { result: SuggestResponse }) {
  const { t } = useLingui();
  const fromModel = result.origin === 'ai';
  const remaining = result.remainingToday;
  const Icon = fromModel ? Sparkles : BookOpen;
  return (
    <div className="space-y-4">
      <div role="note" className="flex gap-3 rounded-2xl bg-sage-100/70 p-4 text-sm text-ink">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-600" />
        <p>
          {fromModel
            ? t`These suggestions were written by an AI model. Check amounts and cooking times before you cook.`
            : t`No AI model is set up for this Hearth, so these suggestions come from Hearth's built-in library of openly licensed recipes (CC0) and from recipes the community has shared.`}{' '}
          <span className="text-ink-muted">
            <Plural
              value={remaining}
              one="# suggestion request left today."
              other="# suggestion requests left today."
            />
          </span>
        </p>
      </div>
      {result.suggestions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-cream-300 bg-white/60 p-6 text-center text-ink-muted">
          <Trans>No suggestions use these ingredients. Try adding a few more.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Suggested recipes`} className="grid gap-4 md:grid-cols-2">
          {result.suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

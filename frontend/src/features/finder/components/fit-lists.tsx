import { Trans } from '@lingui/react/macro';

/** What a recipe uses of the user's ingredients and what it still needs. */
export function FitLists({
  uses,
  missing,
  headingId,
}: {
  uses: string[];
  missing: string[];
  headingId: string;
}) {
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <h4 id={`${headingId}-uses`} className="font-semibold text-sage-600">
          <Trans>Uses</Trans>
        </h4>
        <ul aria-labelledby={`${headingId}-uses`} className="mt-1 flex flex-wrap gap-1.5">
          {uses.map((ingredient) => (
            <li key={ingredient} className="rounded-full bg-sage-100 px-2.5 py-0.5 text-sage-600">
              {ingredient}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 id={`${headingId}-missing`} className="font-semibold text-terracotta-800">
          <Trans>Missing</Trans>
        </h4>
        {missing.length === 0 ? (
          <p className="mt-1 text-ink-muted">
            <Trans>Nothing: you have everything.</Trans>
          </p>
        ) : (
          <ul aria-labelledby={`${headingId}-missing`} className="mt-1 list-disc space-y-0.5 ps-5 text-ink">
            {missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

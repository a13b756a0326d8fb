import type { VariantOf, VariantRef } from '@contracts/recipe-versions';
import { plural } from '@lingui/core/macro';
import { useLingui as useLocale } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { GitBranch } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const ORIGINAL_LINK = 'font-semibold underline-offset-2 hover:underline';

const recipePath = (id: string) => `/recipe/${encodeURIComponent(id)}`;

/**
 * A recipe's family (issue 39): where a variant came from ("A version of …, from its version 3"), and
 * on the original, the versions made from it.
 */
export function RecipeFamily({
  variantOf,
  variants,
}: {
  variantOf?: VariantOf | null;
  variants?: VariantRef[];
}) {
  const headingId = useId();
  useLocale(); // redraws in a new language (its words come from i18n, not the hook)
  if (!variantOf && !variants?.length) return null;
  return (
    <div className="space-y-2 rounded-2xl bg-cream-100/70 p-4 text-sm print:hidden">
      {variantOf ? (
        <p className="flex items-center gap-2">
          <GitBranch aria-hidden="true" className="size-4" />
          <span>
            {variantOf.revision ? (
              <Trans>
                A version of{' '}
                <Link to={recipePath(variantOf.recipeId)} className={ORIGINAL_LINK}>
                  {variantOf.title}
                </Link>
                , made from its version {variantOf.revision}
              </Trans>
            ) : (
              <Trans>
                A version of{' '}
                <Link to={recipePath(variantOf.recipeId)} className={ORIGINAL_LINK}>
                  {variantOf.title}
                </Link>
              </Trans>
            )}
          </span>
        </p>
      ) : null}
      {variants?.length ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            <GitBranch aria-hidden="true" className="size-4" />
            {plural(variants.length + 1, {
              one: '# version in this family',
              other: '# versions in this family',
            })}
          </h2>
          <ul className="mt-1 list-disc ps-10">
            {variants.map((variant) => (
              <li key={variant.recipeId}>
                {/* At least 24 px tall: a long family's links stack, and each is a target of its own (WCAG 2.5.8). */}
                <Link
                  to={recipePath(variant.recipeId)}
                  className="inline-block min-h-6 py-0.5 underline-offset-2 hover:underline"
                >
                  {variant.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

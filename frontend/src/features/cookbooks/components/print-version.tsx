import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useMakeCookbook } from '../api/make-cookbook';

/**
 * "Print this version" (issue 39): a one-recipe printable cookbook of a recipe as one of its versions
 * had it, handed back as a link to the PDF (it works for an hour).
 */
export function PrintVersion({
  recipeId,
  title,
  revision,
}: {
  recipeId: string;
  title: string;
  revision: number;
}) {
  const cookbook = useMakeCookbook();
  const { t } = useLingui();
  if (cookbook.data) {
    return (
      <a
        href={cookbook.data.url}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-semibold text-terracotta-800 underline"
      >
        <Trans>Open version {revision} as a PDF</Trans>
      </a>
    );
  }
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={cookbook.isPending}
        onClick={() =>
          cookbook.mutate({
            title: t`${title} (version ${revision})`.slice(0, 80),
            recipeIds: [recipeId],
            versions: { [recipeId]: revision },
          })
        }
      >
        <Printer aria-hidden="true" />
        {cookbook.isPending ? t`Making the PDF…` : t`Print version ${revision}`}
      </Button>
      {cookbook.error ? (
        <span role="alert" className="text-sm text-red-700">
          {cookbook.error instanceof ApiError
            ? cookbook.error.message
            : t`Failed to make the PDF. Please try again.`}
        </span>
      ) : null}
    </span>
  );
}

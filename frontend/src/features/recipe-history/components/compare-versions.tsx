import { changesBetween } from '@contracts/recipe-version-changes';
import { useLingui as useLocale } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useVersion } from '../api/versions';
import { ChangeList } from './change-list';

/** Two versions side by side: what changed from the older to the newer, read from both whole. */
export function CompareVersions({
  recipeId,
  older,
  newer,
}: {
  recipeId: string;
  older: number;
  newer: number;
}) {
  const from = useVersion(recipeId, older);
  const to = useVersion(recipeId, newer);
  const headingId = useId();
  useLocale(); // redraws in a new language (its words come from i18n, not the hook)
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="text-xl">
            <Trans>
              Changes from version {older} to version {newer}
            </Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {from.data && to.data ? (
            <ChangeList changes={changesBetween(from.data.state, to.data.state)} />
          ) : from.isError || to.isError ? (
            <p role="alert">
              <Trans>These versions could not be loaded.</Trans>
            </p>
          ) : (
            <p className="flex items-center gap-2 text-ink-muted" role="status">
              <Spinner className="size-4" /> <Trans>Loading versions…</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

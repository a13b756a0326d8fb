import type { VersionOrigin, VersionSummary } from '@contracts/recipe-versions';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { MorePagesButton } from '@/components/ui/more-pages-button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import { useVersions } from '../api/versions';
import { ChangeList } from './change-list';
import { CompareVersions } from './compare-versions';
import { RestoreVersionDialog } from './restore-version-dialog';

const ORIGINS: Record<VersionOrigin, MessageDescriptor> = {
  created: msg`Added`,
  imported: msg`Imported`,
  copied: msg`Saved as a copy`,
  edited: msg`Edited`,
  restored: msg`Restored`,
  'before-history': msg`As it was when its history began`,
  variant: msg`Made as a version of its own`,
  'from-original': msg`Took in changes of the original`,
};

const dateOf = (at: string) =>
  Number.isNaN(Date.parse(at))
    ? ''
    : formatDate(new Date(at), intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

function VersionItem({
  version,
  newest,
  recipeId,
  canRestore,
  comparing,
  onCompare,
  onRestored,
  action,
}: {
  action?: ReactNode;
  version: VersionSummary;
  newest: boolean;
  recipeId: string;
  canRestore: boolean;
  comparing: boolean;
  onCompare: (on: boolean) => void;
  onRestored: () => void;
}) {
  const headingId = useId();
  const checkId = useId();
  const { i18n, t } = useLingui();
  const how =
    version.origin === 'restored' && version.restoredFrom !== null
      ? t`Restored from version ${version.restoredFrom}`
      : i18n._(ORIGINS[version.origin]);
  return (
    <li>
      <Card>
        <article aria-labelledby={headingId}>
          <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
            <div>
              <h2 id={headingId} className="font-display text-lg font-semibold text-terracotta-900">
                <Trans>Version {version.revision}</Trans>
                {newest ? (
                  <span className="ms-2 text-sm font-normal text-sage-600">
                    <Trans>(current)</Trans>
                  </span>
                ) : null}
              </h2>
              <p className="text-sm text-ink-muted">
                {how}
                {version.byYou ? t` by you` : ''} · <time dateTime={version.at}>{dateOf(version.at)}</time>
              </p>
            </div>
            <div className="flex items-center gap-3">
              <div className="flex items-center gap-2">
                <Checkbox id={checkId} checked={comparing} onCheckedChange={(on) => onCompare(on === true)} />
                <Label htmlFor={checkId}>
                  <Trans>Compare version {version.revision}</Trans>
                </Label>
              </div>
              {action}
              {canRestore && !newest ? (
                <RestoreVersionDialog
                  recipeId={recipeId}
                  revision={version.revision}
                  onRestored={onRestored}
                />
              ) : null}
            </div>
          </CardHeader>
          <CardContent>
            {version.changes ? (
              <ChangeList changes={version.changes} />
            ) : (
              <p className="text-ink-muted">
                <Trans>The first version of this recipe's history.</Trans>
              </p>
            )}
          </CardContent>
        </article>
      </Card>
    </li>
  );
}

/**
 * A recipe's history (issue 39): every version newest first with what it changed, any two compared,
 * and, for the owner, any older one restored (as a new version).
 */
export function RecipeHistory({
  recipeId,
  isOwner,
  onRestored,
  versionAction,
}: {
  recipeId: string;
  isOwner: boolean;
  onRestored: () => void;
  /** What else a version offers (the route passes "Print this version" from the cookbooks). */
  versionAction?: (revision: number) => ReactNode;
}) {
  const { t } = useLingui();
  const versions = useVersions(recipeId);
  const [compared, setCompared] = useState<number[]>([]);
  const items = versions.data?.pages.flatMap((page) => page.items) ?? [];
  const newest = items[0]?.revision;
  const compare = (revision: number, on: boolean) =>
    setCompared((chosen) =>
      on
        ? [...chosen.filter((r) => r !== revision), revision].slice(-2)
        : chosen.filter((r) => r !== revision),
    );
  const [older, newer] = [...compared].sort((a, b) => a - b);
  const count = items.length;

  if (versions.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted" role="status">
        <Spinner className="size-4" /> <Trans>Loading history…</Trans>
      </p>
    );
  if (versions.isError)
    return (
      <p role="alert" className="text-ink-muted">
        {versions.error instanceof ApiError && versions.error.status === 403
          ? versions.error.message
          : t`The history could not be loaded.`}
      </p>
    );
  return (
    <div className="space-y-6">
      <p className="text-ink-muted">
        {items.length === 1
          ? t`One version so far.`
          : versions.hasNextPage
            ? t`${count}+ versions.`
            : plural(items.length, { one: '# version.', other: '# versions.' })}{' '}
        <Trans>Tick two versions to compare them.</Trans>
      </p>
      {older !== undefined && newer !== undefined ? (
        <CompareVersions recipeId={recipeId} older={older} newer={newer} />
      ) : null}
      <ol className="space-y-4" aria-label={t`Versions`}>
        {items.map((version) => (
          <VersionItem
            key={version.revision}
            version={version}
            newest={version.revision === newest}
            recipeId={recipeId}
            canRestore={isOwner}
            comparing={compared.includes(version.revision)}
            onCompare={(on) => compare(version.revision, on)}
            onRestored={onRestored}
            action={versionAction?.(version.revision)}
          />
        ))}
      </ol>
      <MorePagesButton pages={versions}>
        {versions.isFetchingNextPage ? t`Loading…` : t`Show older versions`}
      </MorePagesButton>
    </div>
  );
}

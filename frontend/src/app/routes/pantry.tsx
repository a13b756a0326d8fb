import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePantry } from '@/features/pantry/api/get-pantry';
import { PantryView } from '@/features/pantry/components/pantry-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useKeptChanges } from '../kept-changes';

export function Screen() {
  const { t } = useLingui();
  useDocumentTitle(t`Pantry`);
  useKeptChanges();
  const pantry = usePantry();
  return (
    <div className="min-h-dvh">
      <PageHeader title={t`Pantry`} back={{ to: '/', label: t`Back to Recipes` }} width="max-w-3xl" />
      <PageBody className="max-w-3xl">
        {pantry.data ? (
          <PantryView
            pantry={pantry.data}
            actions={
              pantry.data.items.length > 0 ? (
                <Link to="/ingredient-search?from=pantry" className={buttonClasses('outline')}>
                  <ChefHat aria-hidden="true" />
                  <Trans>Cook from what we have</Trans>
                </Link>
              ) : null
            }
          />
        ) : pantry.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
            <p className="text-lg font-semibold text-terracotta-900">
              <Trans>Failed to load the pantry</Trans>
            </p>
            <Button variant="outline" onClick={() => void pantry.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <PageSpinner label={t`Loading the pantry`} />
        )}
      </PageBody>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadFailed, NarrowPage } from '@/components/layout/narrow-page';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePantry } from '@/features/pantry/api/get-pantry';
import { PantryView } from '@/features/pantry/components/pantry-view';
import { useKeptChanges } from '../kept-changes';

export function Screen() {
  const { t } = useLingui();
  useKeptChanges();
  const pantry = usePantry();
  return (
    <NarrowPage title={t`Pantry`}>
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
        <LoadFailed
          message={<Trans>Failed to load the pantry</Trans>}
          onRetry={() => void pantry.refetch()}
        />
      ) : (
        <PageSpinner label={t`Loading the pantry`} />
      )}
    </NarrowPage>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NarrowPage, QueryBody } from '@/components/layout/narrow-page';
import { buttonClasses } from '@/components/ui/button';
import { usePantry } from '@/features/pantry/api/get-pantry';
import { PantryView } from '@/features/pantry/components/pantry-view';
import { useKeptChanges } from '../kept-changes';

export function Screen() {
  const { t } = useLingui();
  useKeptChanges();
  const pantry = usePantry();
  return (
    <NarrowPage title={t`Pantry`}>
      <QueryBody
        query={pantry}
        failed={<Trans>Failed to load the pantry</Trans>}
        loading={t`Loading the pantry`}
      >
        {(data) => (
          <PantryView
            pantry={data}
            actions={
              data.items.length > 0 ? (
                <Link to="/ingredient-search?from=pantry" className={buttonClasses('outline')}>
                  <ChefHat aria-hidden="true" />
                  <Trans>Cook from what we have</Trans>
                </Link>
              ) : null
            }
          />
        )}
      </QueryBody>
    </NarrowPage>
  );
}

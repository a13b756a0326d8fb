import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailed, NarrowPage } from '@/components/layout/narrow-page';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { HouseholdPage } from '@/features/household/components/household-page';
import { useHousehold } from '@/lib/household';

export function Screen() {
  const { t } = useLingui();
  const household = useHousehold();
  const profile = useProfile();
  return (
    <NarrowPage title={t`Household`}>
      {household.data ? (
        <HouseholdPage household={household.data} myId={profile.data?.userId} />
      ) : household.isError ? (
        <LoadFailed
          message={<Trans>Could not load your household</Trans>}
          onRetry={() => void household.refetch()}
        />
      ) : (
        <PageSpinner label={t`Loading your household`} />
      )}
    </NarrowPage>
  );
}

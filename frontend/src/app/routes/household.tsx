import { Trans, useLingui } from '@lingui/react/macro';
import { NarrowPage, QueryBody } from '@/components/layout/narrow-page';
import { useProfile } from '@/features/account/api/get-profile';
import { HouseholdPage } from '@/features/household/components/household-page';
import { useHousehold } from '@/lib/household';

export function Screen() {
  const { t } = useLingui();
  const household = useHousehold();
  const profile = useProfile();
  return (
    <NarrowPage title={t`Household`}>
      <QueryBody
        query={household}
        failed={<Trans>Could not load your household</Trans>}
        loading={t`Loading your household`}
      >
        {(data) => <HouseholdPage household={data} myId={profile.data?.userId} />}
      </QueryBody>
    </NarrowPage>
  );
}

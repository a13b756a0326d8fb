import { Trans, useLingui } from '@lingui/react/macro';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { HouseholdPage } from '@/features/household/components/household-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHousehold } from '@/lib/household';

export function Screen() {
  const { t } = useLingui();
  const household = useHousehold();
  const profile = useProfile();
  useDocumentTitle(t`Household`);
  return (
    <div className="min-h-dvh">
      <PageHeader title={t`Household`} back={{ to: '/', label: t`Back to Recipes` }} width="max-w-3xl" />
      <PageBody className="max-w-3xl">
        {household.data ? (
          <HouseholdPage household={household.data} myId={profile.data?.userId} />
        ) : household.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
            <p className="text-lg font-semibold text-terracotta-900">
              <Trans>Could not load your household</Trans>
            </p>
            <Button variant="outline" onClick={() => void household.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <PageSpinner label={t`Loading your household`} />
        )}
      </PageBody>
    </div>
  );
}

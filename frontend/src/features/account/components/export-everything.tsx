import { Trans } from '@lingui/react/macro';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { errorMessage } from '@/lib/query-client';
import { useLatestExport, useStartExport } from '../api/export-everything';
import { AccountSection } from './account-section';
import { ExportStatus } from './export-status';

/** "Export everything": one zip of every recipe with its photo, the meal plans and the shopping list. */
export function ExportEverything() {
  const latest = useLatestExport();
  const start = useStartExport();
  const job = latest.data?.latest ?? null;
  const running = job?.status === 'running';

  return (
    <AccountSection
      title={<Trans>Take your recipes with you</Trans>}
      about={
        <Trans>
          One zip of every recipe you keep, with photos and notes, your meal plans and your shopping list.
        </Trans>
      }
    >
      <BusyButton
        variant="outline"
        className="mt-3"
        busy={start.isPending}
        disabled={running}
        onClick={() => start.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        <Trans>Export everything</Trans>
      </BusyButton>
      {job ? <ExportStatus job={job} /> : null}
    </AccountSection>
  );
}

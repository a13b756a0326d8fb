import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useRestoreVersion } from '../api/versions';

/** "Restore this version", behind a confirmation: restoring saves it as a new version, losing none. */
export function RestoreVersionDialog({
  recipeId,
  revision,
  onRestored,
}: {
  recipeId: string;
  revision: number;
  onRestored: () => void;
}) {
  const { t } = useLingui();
  const restore = useRestoreVersion(recipeId);
  const confirm = (done: () => void) =>
    restore.mutate(revision, {
      onSuccess: () => {
        done();
        toast.success(t`Version ${revision} restored`);
        onRestored();
      },
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : t`Failed to restore this version`),
    });
  return (
    <Confirmed
      trigger={
        <Button variant="outline" size="sm">
          <Trans>Restore this version</Trans>
        </Button>
      }
      title={t`Restore version ${revision}?`}
      description={t`The recipe goes back to this version. It is saved as a new version, so nothing in its history is lost.`}
      confirmLabel={restore.isPending ? t`Restoring…` : t`Restore`}
      busy={restore.isPending}
      onConfirm={confirm}
    />
  );
}

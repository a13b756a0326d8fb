import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
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
  const [open, setOpen] = useState(false);
  const restore = useRestoreVersion(recipeId);
  const confirm = () =>
    restore.mutate(revision, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t`Version ${revision} restored`);
        onRestored();
      },
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : t`Failed to restore this version`),
    });
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trans>Restore this version</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t`Restore version ${revision}?`}
        description={t`The recipe goes back to this version. It is saved as a new version, so nothing in its history is lost.`}
        confirmLabel={restore.isPending ? t`Restoring…` : t`Restore`}
        busy={restore.isPending}
        onConfirm={confirm}
      />
    </AlertDialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { useDeleteRecipe } from '../api/delete-recipe';

type DeleteRecipeDialogProps = {
  recipe: { id: string; title: string };
  onDeleted?: () => void;
} & (
  | {
      /** The button that opens the confirmation. */
      children: ReactNode;
      open?: never;
      onOpenChange?: never;
    }
  | {
      /** Opened from outside (a card mounts it only once asked: 48 cards, 48 dialogs otherwise). */
      children?: never;
      open: boolean;
      onOpenChange: (open: boolean) => void;
    }
);

/** SPEC 4: deleting a recipe asks for confirmation first. */
export function DeleteRecipeDialog({ recipe, children, onDeleted, ...controlled }: DeleteRecipeDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = controlled.onOpenChange ?? setOwnOpen;
  const deleteRecipe = useDeleteRecipe();
  const { t } = useLingui();
  const title = recipe.title;

  const confirm = () =>
    deleteRecipe.mutate(recipe.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t`Recipe deleted successfully`);
        onDeleted?.();
      },
      onError: () => toast.error(t`Failed to delete recipe`),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {children ? <AlertDialogTrigger asChild>{children}</AlertDialogTrigger> : null}
      <AlertDialogContent
        title={t`Delete this recipe?`}
        description={t`"${title}" will be removed from your collection for good, with its ratings and notes.`}
        confirmLabel={deleteRecipe.isPending ? t`Deleting…` : t`Delete`}
        busy={deleteRecipe.isPending}
        onConfirm={confirm}
      />
    </AlertDialog>
  );
}

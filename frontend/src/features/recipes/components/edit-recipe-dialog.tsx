import type { RecipeDetail } from '@contracts/recipe-views';
import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogSuspense, DialogTrigger } from '@/components/ui/dialog';

// The form loads when the dialog opens; pointing at or focusing the button starts the download earlier.
const loadEditRecipeForm = () => import('./edit-recipe-form');
const EditRecipeForm = lazy(loadEditRecipeForm);

/** Edit recipe: the fields load from the recipe each time the dialog opens. */
export function EditRecipeDialog({ recipe }: { recipe: RecipeDetail }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        asChild
        onPointerEnter={() => void loadEditRecipeForm()}
        onFocus={() => void loadEditRecipeForm()}
      >
        <Button variant="outline" size="icon" aria-label={t`Edit recipe`}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Edit recipe`} className="sm:max-w-2xl">
        <DialogSuspense>
          <EditRecipeForm recipe={recipe} onSaved={() => setOpen(false)} />
        </DialogSuspense>
      </DialogContent>
    </Dialog>
  );
}

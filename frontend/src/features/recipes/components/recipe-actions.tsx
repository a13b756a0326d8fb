import type { RecipeDetail } from '@contracts/recipe-views';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DeleteRecipeDialog } from './delete-recipe-dialog';
import { EditRecipeDialog } from './edit-recipe-dialog';
import { ShoppingListLink } from './shopping-list-link';

/** The recipe page's header actions; `share` is the sharing feature's Share button and dialog. */
export function RecipeActions({ recipe, share }: { recipe: RecipeDetail; share: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useLingui();

  return (
    <>
      <ShoppingListLink />
      {share}
      {/* Editing and deleting are the owner's; others would only meet a refusal. */}
      {recipe.isOwner ? (
        <>
          <EditRecipeDialog recipe={recipe} />
          <DeleteRecipeDialog recipe={recipe} onDeleted={() => void navigate('/', { replace: true })}>
            <Button variant="outline" size="icon" aria-label={t`Delete recipe`} className="text-red-700">
              <Trash2 aria-hidden="true" />
            </Button>
          </DeleteRecipeDialog>
        </>
      ) : null}
    </>
  );
}

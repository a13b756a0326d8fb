import { useLingui } from '@lingui/react/macro';
import { ShoppingBasket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAddRecipesToShoppingList } from '../api/add-recipes-to-list';

/** The recipe page's Add to List: the ingredients at the servings the cook chose. */
export function AddToListButton({ recipeId, servings }: { recipeId: string; servings: number }) {
  const { t } = useLingui();
  const add = useAddRecipesToShoppingList();
  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      disabled={add.isPending}
      onClick={() => add.mutate({ recipes: [{ recipeId, servings }] })}
    >
      <ShoppingBasket aria-hidden="true" />
      {add.isPending ? t`Adding...` : t`Add to List`}
    </Button>
  );
}

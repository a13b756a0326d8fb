import type { RecipeDetail } from '@contracts/recipes';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteRecipeDialog } from './delete-recipe-dialog';
import { EditRecipeDialog } from './edit-recipe-dialog';
import { ShareDialog } from './share-dialog';

/** The recipe page's header actions. ?share=true (from a card's share action) opens the share dialog. */
export function RecipeActions({ recipe }: { recipe: RecipeDetail }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const sharing = search.get('share') === 'true';
  const setSharing = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('share', 'true');
        else next.delete('share');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Link to="/shopping-list" className={buttonClasses('outline', 'sm')} aria-label="Shopping List">
        <ShoppingCart aria-hidden="true" />
        <span className="hidden md:inline">Shopping List</span>
      </Link>
      <ShareDialog recipe={recipe} open={sharing} onOpenChange={setSharing} />
      {/* Editing and deleting are the owner's; others would only meet a refusal. */}
      {recipe.isOwner ? (
        <>
          <EditRecipeDialog recipe={recipe} />
          <DeleteRecipeDialog recipe={recipe} onDeleted={() => void navigate('/', { replace: true })}>
            <Button variant="outline" size="icon" aria-label="Delete recipe" className="text-red-700">
              <Trash2 aria-hidden="true" />
            </Button>
          </DeleteRecipeDialog>
        </>
      ) : null}
    </>
  );
}

import { PackageMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTakeOutOfPantry } from '../api/use-pantry';

/**
 * Cook Mode's end (issue 38): offers to take the recipe's ingredients out of the household's pantry
 * (what its lines measure; foods kept without an amount stay). Once done it says so.
 */
export function TakeOutOfPantryButton({ recipeId, servings }: { recipeId: string; servings?: number }) {
  const takeOut = useTakeOutOfPantry();
  if (takeOut.isSuccess)
    return (
      <p role="status" className="text-sm text-ink">
        {takeOut.data.used.length > 0
          ? `Taken out of the pantry: ${takeOut.data.used.join(', ')}`
          : 'Nothing in the pantry was measured for this recipe'}
      </p>
    );
  return (
    <Button
      variant="outline"
      disabled={takeOut.isPending}
      onClick={() => takeOut.mutate([{ recipeId, ...(servings ? { servings } : {}) }])}
    >
      {takeOut.isPending ? <Spinner /> : <PackageMinus aria-hidden="true" />}
      Take the ingredients out of the pantry
    </Button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { PackageMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatList } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import { useTakeOutOfPantry } from '../api/use-pantry';

/**
 * Cook Mode's end, a planned meal or a menu marked cooked (issue 38): offers to take the recipes'
 * ingredients out of the household's pantry (what their lines measure; foods kept without an amount
 * stay). Once done it says so.
 */
export function TakeOutOfPantryButton({
  recipeId,
  servings,
  recipes,
  size,
}: {
  recipeId?: string;
  servings?: number;
  /** Several recipes at once (a menu), instead of `recipeId`. */
  recipes?: { recipeId: string; servings?: number }[];
  size?: 'sm';
}) {
  const { t } = useLingui();
  const takeOut = useTakeOutOfPantry();
  const taking = recipes ?? (recipeId ? [{ recipeId, ...(servings ? { servings } : {}) }] : []);
  if (takeOut.isSuccess) {
    const used = takeOut.data.used;
    const foods = formatList(used, intlLocale(), 'unit');
    return (
      <p role="status" className="text-sm text-ink">
        {used.length > 0
          ? t`Taken out of the pantry: ${foods}`
          : taking.length === 1
            ? t`Nothing in the pantry was measured for this recipe`
            : t`Nothing in the pantry was measured for these recipes`}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size={size}
      disabled={takeOut.isPending || taking.length === 0}
      onClick={() => takeOut.mutate({ recipes: taking })}
    >
      {takeOut.isPending ? <Spinner /> : <PackageMinus aria-hidden="true" />}
      <Trans>Take the ingredients out of the pantry</Trans>
    </Button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PrintVersion } from '@/features/cookbooks/components/print-version';
import { RecipeHistory } from '@/features/recipe-history/components/recipe-history';
import { useRecipe } from '@/features/recipes/api/get-recipe';

/** A recipe's history (issue 39): its versions, compared, restored; back to the recipe after a restore. */
export function Screen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recipe = useRecipe(id);
  const recipeTitle = recipe.data?.title;
  const title = recipeTitle ? t`History of ${recipeTitle}` : t`History`;
  const back = { to: `/recipe/${encodeURIComponent(id)}`, label: t`Back to the recipe` };
  return (
    <div className="min-h-dvh">
      <PageHeader title={title} back={back} />
      <PageBody>
        <RecipeHistory
          recipeId={id}
          isOwner={recipe.data?.isOwner ?? false}
          onRestored={() => void navigate(back.to)}
          versionAction={(revision) =>
            recipe.data ? <PrintVersion recipeId={id} title={recipe.data.title} revision={revision} /> : null
          }
        />
      </PageBody>
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { RecipeImage } from '@/components/recipes/recipe-image';
import { Input } from '@/components/ui/input';
import { MorePagesButton } from '@/components/ui/more-pages-button';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useRecipes } from '@/lib/recipes/get-recipes';

type RecipePickerProps = {
  /** Names the list for screen readers, e.g. 'Recipe'. */
  label: string;
  /** One recipe (radio buttons) or several (checkboxes). */
  multiple?: boolean;
  selected: string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
};

/** A searchable list of the cook's recipes (Home's 'all' list) for meal plans and menus. */
export function RecipePicker({ label, multiple = false, selected, onChange, invalid }: RecipePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const recipes = useRecipes({ filter: 'all', category: null, q });
  const chosen = selected.length;
  const items = recipes.data?.pages.flatMap((page) => page.recipes) ?? [];

  const toggle = (recipeId: string, checked: boolean) => {
    if (!multiple) return onChange([recipeId]);
    onChange(checked ? [...selected, recipeId] : selected.filter((item) => item !== recipeId));
  };

  return (
    <fieldset className="space-y-2" aria-invalid={invalid || undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{label}</legend>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          type="search"
          aria-label={t`Search your recipes`}
          placeholder={t`Search your recipes…`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="ps-9"
        />
      </div>
      <div
        className={cn(
          'max-h-64 overflow-y-auto rounded-2xl border bg-white/70 p-1',
          invalid ? 'border-red-600' : 'border-cream-300',
        )}
      >
        {recipes.isPending ? (
          <p className="flex items-center gap-2 p-3 text-sm text-ink-muted" role="status">
            <Spinner /> <Trans>Loading recipes</Trans>
          </p>
        ) : recipes.isError ? (
          <p className="p-3 text-sm text-red-700" role="alert">
            <Trans>Failed to load recipes</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="p-3 text-sm text-ink-muted">
            {q ? t`No recipes match your search` : t`No recipes yet`}
          </p>
        ) : (
          <ul className="space-y-0.5">
            {items.map((recipe) => {
              const optionId = `${id}-${recipe.id}`;
              const checked = selected.includes(recipe.id);
              return (
                <li key={recipe.id}>
                  <label
                    htmlFor={optionId}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl p-2 hover:bg-cream-100',
                      checked && 'bg-terracotta-50 ring-1 ring-terracotta-200',
                    )}
                  >
                    <input
                      id={optionId}
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`${id}-recipe`}
                      checked={checked}
                      onChange={(event) => toggle(recipe.id, event.target.checked)}
                      className="size-4 accent-terracotta-600"
                    />
                    <RecipeImage src={recipe.imageUrl} className="size-10 shrink-0 rounded-lg object-cover" />
                    <span className="min-w-0 truncate text-sm font-medium text-ink">{recipe.title}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <MorePagesButton pages={recipes} variant="ghost" size="sm" className="w-full">
          {recipes.isFetchingNextPage ? <Spinner /> : null}
          <Trans>More recipes</Trans>
        </MorePagesButton>
      </div>
      {multiple && chosen > 0 ? (
        <p className="text-xs text-ink-muted" aria-live="polite">
          <Plural value={chosen} one="# selected" other="# selected" />
        </p>
      ) : null}
    </fieldset>
  );
}

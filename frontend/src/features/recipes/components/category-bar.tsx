import type { CategoryNode } from '@contracts/recipe-views';
import { Trans, useLingui } from '@lingui/react/macro';
import { Carrot, PartyPopper } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ToggleButton, type ToggleLook } from '@/components/ui/toggle-button';
import { cn } from '@/lib/cn';
import { categoryName } from '../lib/category-names';
import type { HomeFilters } from '../lib/home-filters';

const chip: ToggleLook = {
  base: cn(
    'inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600 [&_svg]:size-4',
  ),
  on: 'border-terracotta-600 bg-terracotta-600 text-white',
  off: 'border-cream-300 bg-white text-ink hover:border-terracotta-300 hover:bg-terracotta-50',
};

type CategoryBarProps = {
  categories: CategoryNode[];
  filters: HomeFilters;
  onShowAll: () => void;
  onChoose: (categoryId: string) => void;
};

/** A category's chip, in the top row or among its parent's subcategories; pressed while it is chosen. */
function CategoryChip({
  category,
  chosen,
  onChoose,
}: {
  category: { id: string; name: string };
  chosen: string | null;
  onChoose: (categoryId: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <li>
      <ToggleButton look={chip} pressed={chosen === category.id} onClick={() => onChoose(category.id)}>
        {categoryName(i18n, category)}
      </ToggleButton>
    </li>
  );
}

/**
 * All Recipes, the two shortcuts, and the visible top-level categories. Choosing a category (or one of
 * its subcategories) opens the row of its subcategories beneath.
 */
export function CategoryBar({ categories, filters, onShowAll, onChoose }: CategoryBarProps) {
  const topLevel = categories.filter((category) => !category.hidden);
  const open = topLevel.find(
    (category) =>
      category.id === filters.category || category.children.some((child) => child.id === filters.category),
  );
  const { t, i18n } = useLingui();
  const favoritesMode = filters.mode === 'favorites';
  const label = favoritesMode ? t`Filter favorites by` : t`Browse by category`;

  return (
    <nav aria-label={label} className="space-y-2">
      <p aria-hidden="true" className="text-sm font-semibold text-ink-muted">
        {label}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <ToggleButton
            look={chip}
            pressed={filters.mode === 'all' && filters.category === null}
            onClick={onShowAll}
          >
            <Trans>All Recipes</Trans>
          </ToggleButton>
        </li>
        <li>
          <Link to="/ingredient-search" className={cn(chip.base, chip.off)}>
            <Carrot aria-hidden="true" />
            <Trans>Find Recipes by Ingredients</Trans>
          </Link>
        </li>
        <li>
          <Link to="/dinner-parties" className={cn(chip.base, chip.off)}>
            <PartyPopper aria-hidden="true" />
            <Trans>Dinner Party Menus</Trans>
          </Link>
        </li>
        {topLevel.map((category) => (
          <CategoryChip key={category.id} category={category} chosen={filters.category} onChoose={onChoose} />
        ))}
      </ul>
      {open && open.children.length > 0 ? (
        <ul
          aria-label={t`${categoryName(i18n, open)} subcategories`}
          className="-mx-4 flex gap-2 overflow-x-auto rounded-2xl bg-terracotta-50/70 px-4 py-2 sm:mx-0 sm:flex-wrap sm:px-3"
        >
          {open.children.map((child) => (
            <CategoryChip key={child.id} category={child} chosen={filters.category} onChoose={onChoose} />
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

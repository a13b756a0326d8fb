import type { HomeCooked } from '@contracts/recipes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SafeForEveryone, useSafeParams } from '@/components/recipes/safe-for-everyone';
import { inputClasses } from '@/components/ui/input';
import { NamedOptions } from '@/components/ui/named-options';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useCategories } from '@/lib/recipes/get-categories';
import { useHomeFilters, useSearchInAddress } from '../hooks/use-home-filters';
import { CategoryBar } from './category-bar';
import { HomeToolbar } from './home-toolbar';
import { RecipeGrid } from './recipe-grid';

const SEARCH_SETTLE_MS = 200;

/** Home's collection: search, the filter toggles, the category bar and the recipe grid. */
export function HomeCollection({ emptyAction }: { emptyAction?: ReactNode }) {
  const { filters, toggle, chooseCategory, showAll } = useHomeFilters();
  const safeParams = useSafeParams();
  const cooked = useCookedParam();
  // The orders by last cooked are of all recipes (or yours); never cooked narrows any list.
  const ordered = filters.mode === 'all' || filters.mode === 'mine';
  const cookedParam = cooked === 'never' || ordered ? cooked : undefined;
  const categories = useCategories();
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const q = useDebouncedValue(search, SEARCH_SETTLE_MS);
  useSearchInAddress(q);
  const { t } = useLingui();

  const heading =
    filters.mode === 'favorites'
      ? t`Favorites`
      : filters.mode === 'to-try'
        ? t`Recipes To Try`
        : filters.mode === 'shared'
          ? t`Shared with Me`
          : filters.mode === 'mine'
            ? t`Recipes I Added`
            : t`My Recipes`;

  return (
    <section aria-labelledby="collection-title" className="space-y-5">
      <h2 id="collection-title" className="text-2xl font-semibold text-terracotta-900">
        {heading}
      </h2>
      <HomeToolbar search={search} onSearch={setSearch} mode={filters.mode} onToggle={toggle} />
      <CategoryBar
        categories={categories.data ?? []}
        filters={filters}
        onShowAll={showAll}
        onChoose={chooseCategory}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SafeForEveryone />
        <CookedOrder value={cookedParam} ordered={ordered} />
      </div>
      <RecipeGrid
        params={{
          filter: filters.mode === 'mine' ? 'all' : filters.mode,
          mine: filters.mode === 'mine',
          category: filters.category,
          q: q.trim(),
          ...safeParams,
          ...(cookedParam ? { cooked: cookedParam } : {}),
        }}
        emptyAction={emptyAction}
      />
    </section>
  );
}

const COOKED_LABELS: Record<HomeCooked, MessageDescriptor> = {
  recent: msg`Last cooked`,
  longest: msg`Not cooked in a while`,
  never: msg`Never cooked`,
};

// The type makes the labels name every choice; Home's first paint imports no contract values (zod).
const COOKED_CHOICES = Object.keys(COOKED_LABELS) as HomeCooked[];

/** Home by the cook log (issue 39), kept in the address (?cooked=recent|longest|never). */
function useCookedParam(): HomeCooked | undefined {
  const [search] = useSearchParams();
  const value = search.get('cooked');
  return COOKED_CHOICES.find((choice) => choice === value);
}

function CookedOrder({ value, ordered }: { value: HomeCooked | undefined; ordered: boolean }) {
  const [, setSearch] = useSearchParams();
  const { i18n } = useLingui();
  const set = (next: string) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('cooked', next);
        else changed.delete('cooked');
        return changed;
      },
      { replace: true },
    );
  return (
    <div className="flex items-center gap-3">
      <label htmlFor="home-cooked" className="text-sm font-semibold text-ink">
        <Trans>Cooked</Trans>
      </label>
      <select
        id="home-cooked"
        className={cn(inputClasses, 'h-10 w-auto py-0')}
        value={value ?? ''}
        onChange={(event) => set(event.target.value)}
      >
        <option value="">{i18n._(msg`Any time (newest added first)`)}</option>
        <NamedOptions
          values={COOKED_CHOICES.filter((choice) => ordered || choice === 'never')}
          names={COOKED_LABELS}
        />
      </select>
    </div>
  );
}

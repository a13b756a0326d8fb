import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Search, Sparkles, UserRound, Users, X } from 'lucide-react';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ToggleButton, type ToggleLook } from '@/components/ui/toggle-button';
import { cn } from '@/lib/cn';
import type { HomeMode, HomeToggle } from '../lib/home-filters';

const toggle: ToggleLook = {
  base: cn(
    'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600 [&_svg]:size-4.5',
  ),
  on: 'border-terracotta-700 bg-terracotta-700 text-white [&_svg]:fill-current',
  off: 'border-cream-300 bg-white text-terracotta-800 hover:bg-terracotta-50',
};

type HomeToolbarProps = {
  search: string;
  onSearch: (q: string) => void;
  mode: HomeMode;
  onToggle: (toggle: HomeToggle) => void;
};

/** The search box and the three mutually exclusive toggles. */
export function HomeToolbar({ search, onSearch, mode, onToggle }: HomeToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <search className="relative flex-1">
        <Label htmlFor="recipe-search" className="sr-only">
          <Trans>Search recipes</Trans>
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="recipe-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t`Search by title, ingredient or #tag`}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(inputClasses, 'ps-11 pe-11 [&::-webkit-search-cancel-button]:hidden')}
        />
        {search ? (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label={t`Clear search`}
            className="absolute inset-y-0 end-0 flex w-11 cursor-pointer items-center justify-center rounded-e-xl text-ink-muted hover:text-terracotta-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </search>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Show only</Trans>
        </legend>
        <ToggleButton look={toggle} pressed={mode === 'mine'} onClick={() => onToggle('mine')}>
          <UserRound aria-hidden="true" />
          <Trans>Mine</Trans>
        </ToggleButton>
        <ToggleButton look={toggle} pressed={mode === 'favorites'} onClick={() => onToggle('favorites')}>
          <Heart aria-hidden="true" />
          <Trans>Favorites/5 Stars</Trans>
        </ToggleButton>
        <ToggleButton look={toggle} pressed={mode === 'to-try'} onClick={() => onToggle('to-try')}>
          <Sparkles aria-hidden="true" />
          <Trans>Recipes To Try</Trans>
        </ToggleButton>
        <ToggleButton look={toggle} pressed={mode === 'shared'} onClick={() => onToggle('shared')}>
          <Users aria-hidden="true" />
          <Trans>Shared with Me</Trans>
        </ToggleButton>
      </fieldset>
    </div>
  );
}

import type { CategoryNode } from '@contracts/recipe-views';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useCategories } from '@/lib/recipes/get-categories';
import { categoryName } from '../lib/category-names';

type CategoryPickerProps = {
  value: string[];
  onChange: (ids: string[]) => void;
};

function CategoryOption({
  category,
  checked,
  onCheckedChange,
  className,
}: {
  category: CategoryNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className={cn('flex items-center gap-2.5 py-1', className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <Label htmlFor={id} className="cursor-pointer font-medium">
        {categoryName(i18n, category)}
      </Label>
    </div>
  );
}

/** Any number of categories from the tree, chosen from an inline list (it scrolls inside dialogs). */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const visible = (categories.data ?? []).filter((category) => !category.hidden);
  const byId = new Map(visible.flatMap((category) => [category, ...category.children]).map((c) => [c.id, c]));
  const chosen = value.map((id) => byId.get(id)).filter((category) => category !== undefined);

  const set = (id: string, checked: boolean) =>
    onChange(checked ? [...new Set([...value, id])] : value.filter((other) => other !== id));

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        <Trans>
          Categories <span className="font-normal text-ink-muted">(optional)</span>
        </Trans>
      </legend>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className={cn(inputClasses, 'flex cursor-pointer items-center justify-between text-start')}
      >
        <span className={chosen.length ? 'text-ink' : 'text-ink-muted'}>
          {chosen.length ? (
            <Plural value={chosen.length} one="# chosen" other="# chosen" />
          ) : (
            t`Choose categories`
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 text-terracotta-600 transition-transform', open && 'rotate-180')}
        />
      </button>
      {chosen.length > 0 ? (
        <ul aria-label={t`Chosen categories`} className="flex flex-wrap gap-1.5">
          {chosen.map((category) => (
            <li key={category.id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-terracotta-50 py-0.5 pe-1 ps-2.5 text-xs font-semibold text-terracotta-800 ring-1 ring-terracotta-200/70 ring-inset">
                {categoryName(i18n, category)}
                <button
                  type="button"
                  aria-label={t`Remove ${categoryName(i18n, category)}`}
                  onClick={() => set(category.id, false)}
                  className="flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-terracotta-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        id={panelId}
        hidden={!open}
        className="max-h-72 overflow-y-auto rounded-xl border border-cream-300 bg-white px-3 py-2"
      >
        {categories.isPending ? (
          <p className="py-2 text-sm text-ink-muted">
            <Trans>Loading categories…</Trans>
          </p>
        ) : null}
        {categories.isError ? (
          <p className="py-2 text-sm text-red-700">
            <Trans>Categories could not be loaded.</Trans>
          </p>
        ) : null}
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {visible.map((category) => (
            <div key={category.id}>
              <CategoryOption
                category={category}
                checked={value.includes(category.id)}
                onCheckedChange={(checked) => set(category.id, checked)}
                className="font-semibold"
              />
              {category.children.map((child) => (
                <CategoryOption
                  key={child.id}
                  category={child}
                  checked={value.includes(child.id)}
                  onCheckedChange={(checked) => set(child.id, checked)}
                  className="ps-6"
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addChips } from '../lib/chips';

/** The ingredients on hand as removable chips; Enter, a comma or Add puts what was typed in. */
export function IngredientInput({
  ingredients,
  onChange,
}: {
  ingredients: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();

  const add = () => {
    if (typed.trim() === '') return;
    onChange(addChips(ingredients, typed));
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && ingredients.length > 0) {
      onChange(ingredients.slice(0, -1));
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block font-semibold text-terracotta-900">
        <Trans>Ingredients you have</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/,/g, ''))}
          onKeyDown={onKeyDown}
          onBlur={add}
          placeholder={t`e.g. chicken, tomato, onion`}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        <Trans>
          Press Enter or type a comma after each ingredient. Salt, pepper and water are taken as read.
        </Trans>
      </p>
      {ingredients.length > 0 ? (
        <ul aria-label={t`Your ingredients`} className="flex flex-wrap gap-2">
          {ingredients.map((ingredient) => (
            <li
              key={ingredient}
              className="flex items-center gap-1 rounded-full bg-sage-100 py-1 ps-3 pe-1 text-sm font-medium text-sage-600 ring-1 ring-sage-600/20"
            >
              {ingredient}
              <button
                type="button"
                onClick={() => onChange(ingredients.filter((item) => item !== ingredient))}
                className="grid size-7 place-items-center rounded-full hover:bg-sage-600/10 focus-visible:outline-2 focus-visible:outline-sage-600"
                aria-label={t`Remove ${ingredient}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { formatQuantity } from '@domain/ingredients/format-quantity';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isolated } from '../lib/bidi';

type ServingsScalerProps = { servings: number; onChange: (servings: number) => void };

/** SPEC 5: at least 1 serving. Scaling to what is on hand may leave a part serving ("2 1/2 servings"). */
export function ServingsScaler({ servings, onChange }: ServingsScalerProps) {
  const { t } = useLingui();
  const amount = isolated(formatQuantity(servings));
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">
        <Trans>Servings</Trans>
      </legend>
      <Button
        variant="outline"
        size="icon"
        className="size-9 print:hidden"
        aria-label={t`Decrease servings`}
        disabled={servings <= 1}
        onClick={() => onChange(Math.max(1, Math.ceil(servings) - 1))}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="min-w-24 text-center font-semibold text-ink">
        {t`${plural(servings > 1 ? servings : 1, { one: `${amount} serving`, other: `${amount} servings` })}`}
      </output>
      <Button
        variant="outline"
        size="icon"
        className="size-9 print:hidden"
        aria-label={t`Increase servings`}
        onClick={() => onChange(Math.floor(servings) + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

type IngredientsPanelProps = ServingsScalerProps & {
  lines: string[];
  /** The shopping list's Add to List, at the chosen servings. */
  addToList: ReactNode;
  /** Convert and Scale to what I have, with what they changed. */
  tools?: ReactNode;
};

/** Ingredients already scaled to the chosen servings. */
export function IngredientsPanel({ lines, servings, onChange, addToList, tools }: IngredientsPanelProps) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="text-xl">
          <Trans>Ingredients</Trans>
        </CardTitle>
        <ServingsScaler servings={servings} onChange={onChange} />
      </CardHeader>
      <CardContent className="space-y-4">
        {tools}
        {lines.length ? (
          <ul aria-label={t`Ingredients`} className="divide-y divide-cream-200">
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional; the same line may repeat
              <li key={index} className="py-2 text-[0.95rem] leading-relaxed print:py-1">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">
            <Trans>No ingredients listed.</Trans>
          </p>
        )}
        <div className="print:hidden">{addToList}</div>
      </CardContent>
    </Card>
  );
}

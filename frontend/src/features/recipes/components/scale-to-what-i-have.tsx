import { parseIngredient } from '@domain/ingredients/parse-ingredient';
import { scaleToWhatIHave } from '@domain/ingredients/scale-to-what-i-have';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { type RefObject, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormButtons } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useKeptDraft } from '@/hooks/use-kept-draft';

const REASONS = {
  'no-amount-in-line': msg`That ingredient has no amount to scale from.`,
  'no-amount-on-hand': msg`Enter how much you have, like "300 g" or "1 1/2 cups".`,
  'units-differ': msg`Those units don't compare for this ingredient: try the recipe's own unit.`,
} as const;

type ScaleToWhatIHaveProps = {
  /** The ingredient lines as written (unscaled). */
  lines: string[];
  /** Receives how many times the recipe as written to make. */
  onScale: (factor: number, description: string) => void;
};

/** What the form holds: kept between openings, so a second try starts from the first. */
type ScaleValues = { choice: number; onHand: string };

type Measured = { line: string; index: number }[];

/**
 * Pick one ingredient and the amount on hand; the whole recipe scales to use exactly that. The form is
 * drawn only while the dialog is open; the lines with an amount are read once per recipe text.
 */
export function ScaleToWhatIHave({ lines, onScale }: ScaleToWhatIHaveProps) {
  const [open, setOpen] = useState(false);
  const kept = useRef<ScaleValues>({ choice: 0, onHand: '' });
  const measured = useMemo(
    () =>
      lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => parseIngredient(line).amount !== null),
    [lines],
  );
  const { t } = useLingui();

  if (measured.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Scale aria-hidden="true" />
          <Trans>Scale to what I have</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Scale to what I have`}
        description={t`Choose an ingredient and how much of it you have; every amount follows.`}
      >
        <ScaleForm
          measured={measured}
          kept={kept}
          scale={(factor, description) => {
            onScale(factor, description);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ScaleForm({
  measured,
  kept,
  scale,
}: {
  measured: Measured;
  kept: RefObject<ScaleValues>;
  scale: (factor: number, description: string) => void;
}) {
  // The message stays until the next try, or until the dialog closes (it is not kept).
  const form = useForm<ScaleValues>({ defaultValues: kept.current, reValidateMode: 'onSubmit' });
  useKeptDraft(form, kept);
  const error = form.formState.errors.onHand?.message;
  const selectId = useId();
  const { t, i18n } = useLingui();

  const submit = form.handleSubmit(({ choice, onHand }) => {
    const line = measured[choice]?.line;
    if (!line) return;
    const result = scaleToWhatIHave(line, onHand);
    if (!result.ok) {
      form.setError('onHand', { message: i18n._(REASONS[result.reason]) });
      return;
    }
    const amount = onHand.trim();
    const item = parseIngredient(line).item;
    scale(result.factor, t`${amount} of ${item}`);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          <Trans>Ingredient</Trans>
        </label>
        <select
          id={selectId}
          {...form.register('choice', { valueAsNumber: true })}
          className="h-11 w-full rounded-xl border border-cream-300 bg-white px-3 text-base text-ink"
        >
          {measured.map(({ line, index }, at) => (
            <option key={index} value={at}>
              {line}
            </option>
          ))}
        </select>
      </div>
      <FormField label={t`Amount on hand`} hint={t`For example "300 g", "1 1/2 cups" or "3".`} error={error}>
        <Input autoComplete="off" {...form.register('onHand')} />
      </FormField>
      <FormButtons label={<Trans>Scale recipe</Trans>} />
    </form>
  );
}

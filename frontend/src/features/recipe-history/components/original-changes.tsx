import type { OriginalChanges as Changes, OfferedChange } from '@contracts/recipe-versions';
import { plural, t } from '@lingui/core/macro';
import { useLingui as useLocale } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { useServerMessage } from '@/lib/i18n/server-text';
import { useOriginalChanges, useTakeOriginalChanges } from '../api/original-changes';
import { fieldLabel, valueText } from '../lib/change-rows';
import { ChangeList } from './change-list';

/** One offered change as the history shows a change (its words marked). */
const asFieldChange = (change: OfferedChange) =>
  'remove' in change
    ? {
        field: change.field,
        lines: [
          ...(change.remove.length > 0 ? [{ remove: change.remove }] : []),
          ...(change.add.length > 0 ? [{ add: change.add }] : []),
        ],
      }
    : { field: change.field, from: change.from, to: change.to };

/** What taking the change does, in words: "Ingredients: 1 tsp salt", "Steps: remove Rest it.". */
function choiceText(change: OfferedChange): string {
  const field = fieldLabel(change.field);
  if (!('remove' in change)) {
    const value = valueText(change.field, change.to);
    return t`${field}: ${value}`;
  }
  if (change.add.length > 0) {
    const lines = change.add.join(' / ');
    return t`${field}: ${lines}`;
  }
  const lines = change.remove.join(' / ');
  return t`${field}: remove ${lines}`;
}

function ChangeChoice({
  change,
  taken,
  onTaken,
}: {
  change: OfferedChange;
  taken: boolean;
  onTaken: (taken: boolean) => void;
}) {
  const id = useId();
  useLocale(); // redraws in a new language (its words come from i18n, not the hook)
  return (
    <li className="flex items-start gap-3 rounded-xl border border-cream-300 bg-white p-3">
      <Checkbox
        id={id}
        checked={taken}
        disabled={!change.fits}
        onCheckedChange={(checked) => onTaken(checked === true)}
        aria-describedby={`${id}-change`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id}>{choiceText(change)}</Label>
        <div id={`${id}-change`}>
          <ChangeList changes={[asFieldChange(change)]} />
        </div>
        {change.fits ? null : (
          <p className="text-sm text-ink-muted">
            <Trans>You changed these lines in your version too: edit them by hand.</Trans>
          </p>
        )}
      </div>
    </li>
  );
}

/** The changes that fit, chosen when the form opens. */
const fitting = (offered: Changes) => offered.changes.filter((change) => change.fits).map(({ id }) => id);

function ChangesForm({ recipeId, changes }: { recipeId: string; changes: Changes }) {
  const headingId = useId();
  const { t: tr } = useLingui();
  const take = useTakeOriginalChanges(recipeId);
  const form = useForm({ defaultValues: { taken: fitting(changes) } });
  const taken = new Set(useWatch({ control: form.control, name: 'taken' }));
  const error = useServerMessage(form.formState.errors.root?.server?.message);
  const setTaken = (id: string, on: boolean) =>
    form.setValue(
      'taken',
      changes.changes.map((change) => change.id).filter((other) => (other === id ? on : taken.has(other))),
    );
  // Each look starts with every change that fits chosen.
  useEffect(() => {
    form.reset({ taken: fitting(changes) });
  }, [changes, form]);

  const historyPath = `/recipe/${encodeURIComponent(changes.original.recipeId)}/history`;
  const submit = form.handleSubmit(() =>
    take.mutate(
      { version: changes.version, to: changes.to, take: [...taken] },
      {
        onSuccess: () =>
          toast.success(
            taken.size === 0
              ? t`Left the changes of the original`
              : plural(taken.size, {
                  one: 'Took # change of the original',
                  other: 'Took # changes of the original',
                }),
          ),
        onError: (failure) =>
          form.setError('root.server', {
            message: failureMessage(failure, t`The changes could not be taken. Please try again.`),
          }),
      },
    ),
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-cream-100/70 p-4 print:hidden">
      <h2 id={headingId} className="font-display text-lg font-semibold text-terracotta-900">
        <Trans>The original changed since your version</Trans>
      </h2>
      <p className="text-sm">
        <Trans>
          <Link to={historyPath} className="font-semibold underline-offset-2 hover:underline">
            {changes.original.title}
          </Link>{' '}
          is at its version {changes.to}; yours has its version {changes.from}. Take each change in, or leave
          it.
        </Trans>
      </p>
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <ul className="space-y-2">
          {changes.changes.map((change) => (
            <ChangeChoice
              key={change.id}
              change={change}
              taken={taken.has(change.id)}
              onTaken={(on) => setTaken(change.id, on)}
            />
          ))}
        </ul>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={take.isPending}>
          {take.isPending ? tr`Saving…` : taken.size === 0 ? tr`Leave them all` : tr`Take the chosen changes`}
        </Button>
      </form>
    </section>
  );
}

/**
 * On a variant's page, for its owner (issue 39): what the original changed since the variant's version
 * of it, each change shown as the history shows it, to take in or leave. Nothing when it did not change.
 */
export function OriginalChanges({ recipeId, enabled }: { recipeId: string; enabled: boolean }) {
  const changes = useOriginalChanges(recipeId, enabled);
  if (!changes.data || changes.data.changes.length === 0) return null;
  return <ChangesForm recipeId={recipeId} changes={changes.data} />;
}

import type { RereadField, RereadOffer, RereadOffers } from '@contracts/reread';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert, FormButtons } from '@/components/form-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { useServerMessage } from '@/lib/i18n/server-text';
import { useApplyReread, useRereadOffers } from '../api/reread';

const offerKey = (offer: Pick<RereadOffer, 'field' | 'line'>) => `${offer.field}:${offer.line}`;

/** One line, as saved and as Hearth reads it now, to take or leave. */
function OfferChoice({
  offer,
  taken,
  onTaken,
}: {
  offer: RereadOffer;
  taken: boolean;
  onTaken: (taken: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-xl border border-cream-300 bg-white p-3">
      <Checkbox id={id} checked={taken} onCheckedChange={(checked) => onTaken(checked === true)} />
      <Label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <del className="text-ink-muted">{offer.saved}</del>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted rtl:-scale-x-100" />
        <span className="sr-only">{t`becomes`}</span>
        <ins className="font-semibold no-underline">{offer.reread}</ins>
      </Label>
    </li>
  );
}

function OffersForm({
  recipeId,
  offers,
  onDone,
}: {
  recipeId: string;
  offers: RereadOffers;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const apply = useApplyReread(recipeId);
  // Every line offered starts ticked: the cook unticks what should stay as it is.
  const form = useForm({ defaultValues: { taken: offers.offers.map(offerKey) } });
  const taken = new Set(useWatch({ control: form.control, name: 'taken' }));
  const error = useServerMessage(form.formState.errors.root?.server?.message);
  const setTaken = (key: string, on: boolean) =>
    form.setValue(
      'taken',
      offers.offers.map(offerKey).filter((other) => (other === key ? on : taken.has(other))),
    );
  const fieldNames: Record<RereadField, string> = { ingredients: t`Ingredients`, instructions: t`Steps` };
  const fields = (['ingredients', 'instructions'] as const).filter((field) =>
    offers.offers.some((offer) => offer.field === field),
  );

  const submit = form.handleSubmit(() => {
    const take = offers.offers.filter((offer) => taken.has(offerKey(offer)));
    apply.mutate(
      { version: offers.version, take: take.map(({ field, line }) => ({ field, line })) },
      {
        onSuccess: () => {
          const count = take.length;
          toast.success(plural(count, { one: 'Updated # line', other: 'Updated # lines' }));
          onDone();
        },
        onError: (failure) =>
          form.setError('root.server', {
            message: failureMessage(failure, t`The lines could not be updated. Please try again.`),
          }),
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {fields.map((field) => (
        <fieldset key={field} className="space-y-2">
          <legend className="mb-2 font-semibold">{fieldNames[field]}</legend>
          <ul className="space-y-2">
            {offers.offers
              .filter((offer) => offer.field === field)
              .map((offer) => (
                <OfferChoice
                  key={offerKey(offer)}
                  offer={offer}
                  taken={taken.has(offerKey(offer))}
                  onTaken={(on) => setTaken(offerKey(offer), on)}
                />
              ))}
          </ul>
        </fieldset>
      ))}
      <FormAlert message={error} />
      <FormButtons
        onCancel={onDone}
        label={<Trans>Apply</Trans>}
        busyLabel={<Trans>Saving…</Trans>}
        busy={apply.isPending}
        disabled={taken.size === 0}
      />
    </form>
  );
}

/**
 * On a recipe's page, for whoever may edit it (issue 36): when today's reader reads some of the lines
 * it imported better than it did then, a quiet notice that opens them, each before and after, to take
 * or leave. Nothing at all when there is nothing to offer.
 */
export function RereadNotice({ recipeId, enabled }: { recipeId: string; enabled: boolean }) {
  const { t } = useLingui();
  const offers = useRereadOffers(recipeId, enabled);
  const [open, setOpen] = useState(false);
  const count = offers.data?.offers.length ?? 0;
  if (!enabled || !offers.data || count === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="flex w-full cursor-pointer items-center gap-2 rounded-xl bg-cream-100/70 px-4 py-2 text-start text-sm text-ink-muted hover:bg-cream-200 hover:text-ink print:hidden"
        >
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          <Plural
            value={count}
            one="Hearth reads # line of this recipe better now"
            other="Hearth reads # lines of this recipe better now"
          />
        </button>
      </DialogTrigger>
      <DialogContent
        title={t`Lines Hearth reads better now`}
        description={t`Each line as it was saved, and as Hearth reads it today. Lines you untick stay as they are.`}
      >
        {/* Keyed by the version read, so a fresh look starts with every line ticked again. */}
        <OffersForm
          key={offers.data.version}
          recipeId={recipeId}
          offers={offers.data}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

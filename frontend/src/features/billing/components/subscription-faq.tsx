import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FREE_RECIPE_LIMIT } from '../lib/access-rule';

const questions = [
  {
    id: 'trial',
    q: msg`How does the free trial work?`,
    a: msg`Monthly and yearly plans start with a 7-day free trial. Your card is not charged until the trial ends, and you can cancel any time before then.`,
  },
  {
    id: 'cancel',
    q: msg`Can I cancel at any time?`,
    a: msg`Yes. Use Manage Subscription to cancel; you keep full access until the end of the period you paid for.`,
  },
  {
    id: 'switch',
    q: msg`Can I switch plans?`,
    a: msg`Yes. Use Manage Subscription to move between monthly and yearly; the change is prorated. Lifetime access is a one-time purchase.`,
  },
  { id: 'free', q: msg`What happens without a subscription?`, a: FREE_RECIPE_LIMIT },
];

export function SubscriptionFaq() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="font-display text-2xl font-semibold text-terracotta-900">
        <Trans>Frequently Asked Questions</Trans>
      </h2>
      <dl className="grid gap-4 md:grid-cols-2">
        {questions.map(({ id, q, a }) => (
          <div key={id} className="rounded-2xl bg-white/70 p-5 ring-1 ring-cream-300">
            <dt className="font-semibold text-ink">{i18n._(q)}</dt>
            <dd className="mt-1 text-sm text-ink-muted">{i18n._(a)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

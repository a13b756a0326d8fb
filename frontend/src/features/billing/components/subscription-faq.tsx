import { FREE_RECIPE_LIMIT_TEXT } from '../lib/access-rule';

const questions = [
  {
    q: 'How does the free trial work?',
    a: 'Monthly and yearly plans start with a 7-day free trial. Your card is not charged until the trial ends, and you can cancel any time before then.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Use Manage Subscription to cancel; you keep full access until the end of the period you paid for.',
  },
  {
    q: 'Can I switch plans?',
    a: 'Yes. Use Manage Subscription to move between monthly and yearly; the change is prorated. Lifetime access is a one-time purchase.',
  },
  { q: 'What happens without a subscription?', a: FREE_RECIPE_LIMIT_TEXT },
];

export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="font-display text-2xl font-semibold text-terracotta-900">
        Frequently Asked Questions
      </h2>
      <dl className="grid gap-4 md:grid-cols-2">
        {questions.map(({ q, a }) => (
          <div key={q} className="rounded-2xl bg-white/70 p-5 ring-1 ring-cream-300">
            <dt className="font-semibold text-ink">{q}</dt>
            <dd className="mt-1 text-sm text-ink-muted">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

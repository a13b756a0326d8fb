import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NarrowPage } from '@/components/layout/narrow-page';
import { buttonClasses } from '@/components/ui/button';
import { HowItWorksGuide } from '@/features/help/components/how-it-works-guide';

export function Screen() {
  const { t } = useLingui();
  return (
    <NarrowPage title={t`How This App Works`} className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold text-terracotta-900">
          <Trans>Welcome to Hearth</Trans>
        </h2>
        <p className="text-lg text-ink-muted">
          <Trans>
            Hearth is your family's recipe box: a home for the dishes you grew up with, the ones you're
            perfecting, and the ones you can't wait to try. Here's how to make the most of it.
          </Trans>
        </p>
      </section>
      <HowItWorksGuide />
      <div className="flex flex-col gap-3 border-t border-cream-300 pt-6 sm:flex-row sm:justify-between">
        <Link to="/" className={buttonClasses('outline', 'lg')}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Back to Home</Trans>
        </Link>
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <BookOpen aria-hidden="true" />
          <Trans>Go to Recipes</Trans>
        </Link>
      </div>
    </NarrowPage>
  );
}

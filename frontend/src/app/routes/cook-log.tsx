import { useLingui } from '@lingui/react/macro';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CookTimeline } from '@/features/cook-log/components/cook-timeline';

/** The household's cook log, week by week (issue 39). */
export function Screen() {
  const { t } = useLingui();
  return (
    <div className="min-h-dvh">
      <PageHeader title={t`What We Cooked`} back={{ to: '/', label: t`Back to Recipes` }} />
      <PageBody>
        <CookTimeline />
      </PageBody>
    </div>
  );
}

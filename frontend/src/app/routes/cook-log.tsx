import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CookTimeline } from '@/features/cook-log/components/cook-timeline';

/** The household's cook log, week by week (issue 39). */
export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="What We Cooked" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <CookTimeline />
      </PageBody>
    </div>
  );
}

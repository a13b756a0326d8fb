import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Meal Plans" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={CalendarDays}>
          <p>
            Plan the week ahead: breakfast, lunch, dinner and snacks for every day, from the recipes you love.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

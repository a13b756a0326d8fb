import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Meal Plan" back={{ to: '/meal-plans', label: 'Back to Meal Plans' }} />
      <PageBody>
        <ComingSoon icon={CalendarDays}>
          <p>Your week will appear here as seven day cards, Monday to Sunday, each with its four meals.</p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

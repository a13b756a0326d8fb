import { PartyPopper } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Dinner Party Menus" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={PartyPopper}>
          <p>
            Gather recipes into a menu for your next get-together, course by course, with the date and guest
            count.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

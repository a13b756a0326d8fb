import { PartyPopper } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader
        title="Dinner Party Menu"
        back={{ to: '/dinner-parties', label: 'Back to Dinner Parties' }}
      />
      <PageBody>
        <ComingSoon icon={PartyPopper}>
          <p>This menu will show its recipes grouped by course, from appetizers to dessert.</p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Community Recipes" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={Users}>
          <p>
            Browse recipes other Hearth cooks have shared with everyone or with you, and save the ones you
            love to your own collection.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

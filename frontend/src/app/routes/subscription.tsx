import { Crown } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Subscription Plans" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={Crown}>
          <p>
            Monthly, yearly and lifetime plans, each with a 7-day free trial, and a place to redeem an
            invitation code.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

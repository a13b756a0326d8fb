import { ShoppingCart } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Shopping List" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={ShoppingCart}>
          <p>
            Add a recipe's ingredients with one tap, tick items off as you shop, and send what's left to an
            online grocery order.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

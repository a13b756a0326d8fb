import { Carrot } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Find Recipes by Ingredients" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={Carrot}>
          <p>
            Tell Hearth what's in your fridge and pantry, and it will find matching recipes in your collection
            or suggest new ones.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

import { BookOpen } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Recipe" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={BookOpen}>
          <p>
            Each recipe will open here with its ingredients, a servings scaler, step-by-step Cook Mode,
            ratings, notes and comments.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

import { Video } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Video Tutorials" back={{ to: '/', label: 'Back to Recipes' }} />
      <PageBody>
        <ComingSoon icon={Video}>
          <p>
            Keep cooking videos next to your recipes: upload your own or save a YouTube or Vimeo link, and
            browse what the community shares.
          </p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

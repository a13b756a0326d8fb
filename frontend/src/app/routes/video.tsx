import { Video } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageBody, PageHeader } from '@/components/layout/page-header';

export function Screen() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Video" back={{ to: '/video-tutorials', label: 'Back to Videos' }} />
      <PageBody>
        <ComingSoon icon={Video}>
          <p>Each video tutorial will play here with its description and, for public videos, comments.</p>
        </ComingSoon>
      </PageBody>
    </div>
  );
}

import type { VideoScope } from '@contracts/videos';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { AddVideoDialog } from '@/features/videos/components/add-video-dialog';
import { VideoLibrary, VideoScopeToggle } from '@/features/videos/components/video-library';

export function Screen() {
  const { t } = useLingui();
  const [scope, setScope] = useState<VideoScope>('mine');
  const [adding, setAdding] = useState(false);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Video Tutorials`}
        back={{ to: '/', label: t`Back to Recipes` }}
        actions={
          <AddVideoDialog
            open={adding}
            onOpenChange={setAdding}
            trigger={
              <DialogTrigger asChild>
                <Button size="sm">
                  <Plus aria-hidden="true" />
                  <Trans>Add Video</Trans>
                </Button>
              </DialogTrigger>
            }
          />
        }
      />
      <PageBody className="space-y-6">
        <VideoScopeToggle scope={scope} onChange={setScope} />
        <VideoLibrary scope={scope} onAdd={() => setAdding(true)} />
      </PageBody>
    </div>
  );
}

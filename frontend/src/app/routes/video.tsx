import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { useVideo } from '@/features/videos/api/get-videos';
import { VideoDetail } from '@/features/videos/components/video-detail';

export function Screen() {
  const { t: tr } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const video = useVideo(id);

  // SPEC 2: a video that cannot be loaded shows an error and goes back to the library.
  useEffect(() => {
    if (!video.isError) return;
    toast.error(t`Failed to load video`);
    void navigate('/video-tutorials', { replace: true });
  }, [video.isError, navigate]);

  const back = { to: '/video-tutorials', label: tr`Back to Videos` };
  if (!video.data) {
    return (
      <div className="min-h-dvh">
        <PageHeader title={tr`Video`} back={back} width="max-w-4xl" />
        <PageSpinner label={tr`Loading video`} />
      </div>
    );
  }
  return (
    <div className="min-h-dvh">
      <PageHeader title={video.data.title} back={back} width="max-w-4xl" />
      <PageBody className="max-w-4xl">
        <VideoDetail
          video={video.data}
          // SPEC 2: public videos show a comments section keyed by the video id.
          comments={
            video.data.isPublic ? <CommentsSection targetType="video" targetId={video.data.id} /> : null
          }
        />
      </PageBody>
    </div>
  );
}

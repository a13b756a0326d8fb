// Uploads a video straight from the browser to storage: the API signs a POST policy for small files or
// a multipart upload (one signed address per part) for larger ones; parts go up three at a time with
// progress, and Cancel aborts every request in flight and tells the server to drop what arrived.
import { route } from '@/lib/api-routes';
import { presignedForm, sendParts, sendWithProgress, UploadCancelled } from '@/lib/direct-upload';
import { videoFileProblem, videoFileType } from '../lib/video-file';

export { UploadCancelled };

export interface UploadedVideo {
  uploadId: string;
  hasPoster: boolean;
}

/** Sends `file` (and its poster frame, when one could be taken); progress is reported from 0 to 1. */
export async function uploadVideo(
  file: File,
  poster: Blob | null,
  options: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<UploadedVideo> {
  const problem = videoFileProblem(file);
  if (problem) throw new Error(problem);
  const { signal, onProgress } = options;
  const upload = await route(
    'POST /uploads/video',
    { body: { contentType: videoFileType(file), size: file.size } },
    () => import('@contracts/videos').then((contract) => contract.videoUploadResponse),
  );
  const loadedByPart = new Map<number, number>();
  const report = (part: number, loaded: number) => {
    loadedByPart.set(part, loaded);
    const total = [...loadedByPart.values()].reduce((sum, value) => sum + value, 0);
    onProgress(Math.min(1, total / file.size));
  };
  const { transfer } = upload;
  try {
    if (transfer.mode === 'post') {
      await sendWithProgress('POST', transfer.url, presignedForm(transfer, file), signal, (loaded) =>
        report(1, loaded),
      );
    } else {
      const parts = await sendParts(transfer, file, signal, report);
      await route('POST /uploads/video/complete', {
        body: { uploadId: upload.uploadId, multipartId: transfer.multipartId, parts },
      });
    }
  } catch (error) {
    if (error instanceof UploadCancelled || signal.aborted) {
      const multipartId = transfer.mode === 'multipart' ? transfer.multipartId : undefined;
      void route('POST /uploads/video/abort', { body: { uploadId: upload.uploadId, multipartId } }).catch(
        () => undefined,
      );

      throw new UploadCancelled();
    }
    throw error;
  }
  onProgress(1);
  let hasPoster = false;
  if (poster) {
    const response = await fetch(upload.poster.url, {
      method: 'POST',
      body: presignedForm(upload.poster, poster),
    }).catch(() => null);
    hasPoster = Boolean(response?.ok);
  }
  return { uploadId: upload.uploadId, hasPoster };
}

// Uploads a video straight from the browser to storage: the API signs a POST policy for small files or
// a multipart upload (one signed address per part) for larger ones; parts go up three at a time with
// progress, and Cancel aborts every request in flight and tells the server to drop what arrived.
import { type VideoUploadResponse, videoUploadResponse } from '@contracts/videos';
import { api } from '@/lib/api-client';
import { videoFileProblem, videoFileType } from '../lib/video-file';

const PARALLEL_PARTS = 3;

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

/** One request with upload progress; resolves with the finished request, rejects on HTTP errors. */
function send(
  method: 'POST' | 'PUT',
  url: string,
  body: XMLHttpRequestBodyInit,
  signal: AbortSignal,
  onProgress: (loaded: number) => void,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () =>
      request.status < 300
        ? resolve(request)
        : reject(new Error(`The upload failed (HTTP ${request.status})`));
    request.onerror = () => reject(new Error('The upload failed: the connection was lost'));
    request.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

function formOf(target: { fields: Record<string, string> }, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

async function sendParts(
  upload: VideoUploadResponse & { transfer: { mode: 'multipart' } },
  file: File,
  signal: AbortSignal,
  report: (partNumber: number, loaded: number) => void,
) {
  const { partSize, parts } = upload.transfer;
  const done: { partNumber: number; etag: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const part = parts[next];
      next += 1;
      if (!part) return;
      const start = (part.partNumber - 1) * partSize;
      const request = await send('PUT', part.url, file.slice(start, start + partSize), signal, (loaded) =>
        report(part.partNumber, loaded),
      );
      const etag = request.getResponseHeader('ETag');
      if (!etag) throw new Error('The upload failed: storage did not confirm a part');
      done.push({ partNumber: part.partNumber, etag });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, parts.length) }, worker));
  return done.sort((a, b) => a.partNumber - b.partNumber);
}

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
  const upload = await api.post(
    '/uploads/video',
    { contentType: videoFileType(file), size: file.size },
    videoUploadResponse,
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
      await send('POST', transfer.url, formOf(transfer, file), signal, (loaded) => report(1, loaded));
    } else {
      const parts = await sendParts({ ...upload, transfer }, file, signal, report);
      await api.post('/uploads/video/complete', {
        uploadId: upload.uploadId,
        multipartId: transfer.multipartId,
        parts,
      });
    }
  } catch (error) {
    if (error instanceof UploadCancelled || signal.aborted) {
      const multipartId = transfer.mode === 'multipart' ? transfer.multipartId : undefined;
      void api
        .post('/uploads/video/abort', { uploadId: upload.uploadId, multipartId })
        .catch(() => undefined);
      throw new UploadCancelled();
    }
    throw error;
  }
  onProgress(1);
  let hasPoster = false;
  if (poster) {
    const response = await fetch(upload.poster.url, {
      method: 'POST',
      body: formOf(upload.poster, poster),
    }).catch(() => null);
    hasPoster = Boolean(response?.ok);
  }
  return { uploadId: upload.uploadId, hasPoster };
}

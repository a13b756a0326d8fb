// Uploads straight from the browser to storage with the addresses the API signed: a presigned POST
// form, or a multipart upload (one signed address a part, three parts at a time, a failed part sent
// again up to twice). Progress is reported per part; Cancel aborts every request in flight.

const PARALLEL_PARTS = 3;
const PART_ATTEMPTS = 3;

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

/** One request with upload progress; resolves with the finished request, rejects on HTTP errors. */
export function sendWithProgress(
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

/** A presigned POST's form: its fields, then the file. */
export function presignedForm(target: { fields: Record<string, string> }, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

export interface SignedParts {
  partSize: number;
  parts: { partNumber: number; url: string }[];
}

/** Sends every part; answers each part's ETag, in order, for completing the upload. */
export async function sendParts(
  upload: SignedParts,
  file: Blob,
  signal: AbortSignal,
  report: (partNumber: number, loaded: number) => void,
): Promise<{ partNumber: number; etag: string }[]> {
  const { partSize, parts } = upload;
  const done: { partNumber: number; etag: string }[] = [];
  let next = 0;
  const sendPart = async (part: SignedParts['parts'][number]) => {
    const start = (part.partNumber - 1) * partSize;
    for (let attempt = 1; ; attempt++) {
      try {
        return await sendWithProgress(
          'PUT',
          part.url,
          file.slice(start, start + partSize),
          signal,
          (loaded) => report(part.partNumber, loaded),
        );
      } catch (error) {
        if (error instanceof UploadCancelled || attempt >= PART_ATTEMPTS) throw error;
        report(part.partNumber, 0);
      }
    }
  };
  const worker = async () => {
    while (next < parts.length) {
      const part = parts[next];
      next += 1;
      if (!part) return;
      const request = await sendPart(part);
      const etag = request.getResponseHeader('ETag');
      if (!etag) throw new Error('The upload failed: storage did not confirm a part');
      done.push({ partNumber: part.partNumber, etag });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, parts.length) }, worker));
  return done.sort((a, b) => a.partNumber - b.partNumber);
}

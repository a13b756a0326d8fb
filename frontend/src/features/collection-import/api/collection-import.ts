// Collection import (issue 18): create the job with a presigned upload, send the file (in parts when
// it is large), begin; then the job page polls the job every two seconds while it is going (one GetItem and one Query a poll).

import type { CreateImportResponse, ImportJobView } from '@contracts/collections';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { route, unchecked } from '@/lib/api-routes';
import { presignedForm, sendParts, sendWithProgress } from '@/lib/direct-upload';

const POLL_MS = 2000;

// The job page's reads (its first and each poll) are typed but unchecked; the changes' answers are
// checked against the contract, which loads (with zod) with the first of them: the page and the form
// open without it (issue 35).
const collections = () => import('@contracts/collections');
const importJobView = () => collections().then((contract) => contract.importJobView);
const going = (job: ImportJobView | undefined) =>
  job !== undefined && ['waiting-for-file', 'queued', 'reading', 'running'].includes(job.status);

export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['imports', 'detail', jobId],
    queryFn: ({ signal }) =>
      route('GET /imports/{id}', { params: { id: jobId }, signal }, unchecked<ImportJobView>()),
    refetchInterval: (query) => (going(query.state.data) ? POLL_MS : false),
  });

export const useImportJob = (jobId: string) => useQuery(importJobQuery(jobId));

/** Sends the file where the API said: one presigned POST, or parts for a large file (multipart). */
async function sendFile(jobId: string, upload: CreateImportResponse['upload'], file: File): Promise<void> {
  const signal = new AbortController().signal;
  if (upload.mode === 'post') {
    await sendWithProgress('POST', upload.url, presignedForm(upload, file), signal, () => undefined);
    return;
  }
  try {
    const parts = await sendParts(upload, file, signal, () => undefined);
    await route('POST /imports/{id}/upload/complete', {
      params: { id: jobId },
      body: { multipartId: upload.multipartId, parts },
    });
  } catch (error) {
    void route('POST /imports/{id}/upload/abort', {
      params: { id: jobId },
      body: { multipartId: upload.multipartId },
    }).catch(() => undefined);
    throw error;
  }
}

/** Uploads the file and starts its import; answers the job's id. */
export async function importCollection(file: File): Promise<string> {
  const created = await route('POST /imports', { body: { fileName: file.name, size: file.size } }, () =>
    collections().then((contract) => contract.createImportResponse),
  );
  await sendFile(created.job.jobId, created.upload, file).catch((error: unknown) => {
    throw error instanceof ApiError ? error : new Error(t`The file could not be uploaded. Please try again.`);
  });
  await route('POST /imports/{id}/begin', { params: { id: created.job.jobId }, body: {} }, importJobView);
  return created.job.jobId;
}

export const useImportCollection = () => useMutation({ mutationFn: importCollection });

function useJobAction(jobId: string, action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      route(
        action === 'retry' ? 'POST /imports/{id}/retry' : 'POST /imports/{id}/cancel',
        { params: { id: jobId }, body: {} },
        importJobView,
      ),

    onSuccess: (job) => queryClient.setQueryData(importJobQuery(jobId).queryKey, job),
  });
}

export const useRetryFailedItems = (jobId: string) => useJobAction(jobId, 'retry');
export const useCancelImport = (jobId: string) => useJobAction(jobId, 'cancel');

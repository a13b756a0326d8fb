// Collection import (issue 18): create the job with a presigned upload, post the file, begin; then
// the job page polls the job every two seconds while it is going (one GetItem and one Query a poll).
import { createImportResponse, type ImportJobView, importJobView } from '@contracts/collections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const POLL_MS = 2000;
const going = (job: ImportJobView | undefined) =>
  job !== undefined && ['waiting-for-file', 'reading', 'running'].includes(job.status);

export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['imports', 'detail', jobId],
    queryFn: ({ signal }) => api.get(`/imports/${jobId}`, importJobView, signal),
    refetchInterval: (query) => (going(query.state.data) ? POLL_MS : false),
  });

export const useImportJob = (jobId: string) => useQuery(importJobQuery(jobId));

/** Uploads the file and starts its import; answers the job's id. */
export async function importCollection(file: File): Promise<string> {
  const created = await api.post('/imports', { fileName: file.name, size: file.size }, createImportResponse);
  const form = new FormData();
  for (const [name, value] of Object.entries(created.upload.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(created.upload.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error('The file could not be uploaded. Please try again.');
  await api.post(`/imports/${created.job.jobId}/begin`, {}, importJobView);
  return created.job.jobId;
}

export const useImportCollection = () => useMutation({ mutationFn: importCollection });

function useJobAction(jobId: string, action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/imports/${jobId}/${action}`, {}, importJobView),
    onSuccess: (job) => queryClient.setQueryData(importJobQuery(jobId).queryKey, job),
  });
}

export const useRetryFailedItems = (jobId: string) => useJobAction(jobId, 'retry');
export const useCancelImport = (jobId: string) => useJobAction(jobId, 'cancel');

// "Export everything" (issue 18): start an export job, then watch it every two seconds while it runs
// (one Query a poll). A finished export carries a download link signed afresh on each read.
import type { ExportJobView, LatestExportResponse } from '@contracts/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';

const POLL_MS = 2000;
// Reads (the first and each poll) are typed but unchecked, so the export's page opens without zod; a new
// export's answer is checked against the contract, which loads with it (issue 35).
const running = (job: ExportJobView | null | undefined) => job?.status === 'running';

export const latestExportQuery = () =>
  queryOptions({
    queryKey: ['exports', 'latest'],
    queryFn: ({ signal }) => route('GET /exports', { signal }, unchecked<LatestExportResponse>()),
    refetchInterval: (query) => (running(query.state.data?.latest) ? POLL_MS : false),
  });

export const exportQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['exports', 'detail', jobId],
    queryFn: ({ signal }) =>
      route('GET /exports/{id}', { params: { id: jobId }, signal }, unchecked<ExportJobView>()),
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });

export const useLatestExport = () => useQuery(latestExportQuery());
export const useExport = (jobId: string) => useQuery(exportQuery(jobId));

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      route('POST /exports', { body: {} }, () =>
        import('@contracts/exports').then((contract) => contract.exportJobView),
      ),

    onSuccess: (job) => queryClient.setQueryData(latestExportQuery().queryKey, { latest: job }),
  });
}

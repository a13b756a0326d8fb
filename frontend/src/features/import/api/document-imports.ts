// Long imports (issue 33): a scanned PDF of several pages or a large photo is read by a job on the
// server. The job's changes are pushed over the live socket (lib/live-updates.ts refreshes the
// ['document-imports'] queries); while the socket is down the screen asks every two seconds instead,
// and now and then even with it up, so a push lost on the way delays nothing for long.
import { type DocumentImportView, documentImportList, documentImportView } from '@contracts/extraction';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { isLiveConnected, refreshOnLive } from '@/lib/live-updates';

export const documentImportKeys = {
  all: ['document-imports'] as const,
  list: () => [...documentImportKeys.all, 'list'] as const,
  detail: (jobId: string) => [...documentImportKeys.all, 'detail', jobId] as const,
};
refreshOnLive('documentImport', documentImportKeys.all);

const POLL_MS = 2_000;
/** With pushes arriving, a look now and then anyway. */
const SAFETY_MS = 15_000;

const reading = (imports: DocumentImportView[] | undefined) =>
  (imports ?? []).some((job) => job.status === 'reading');

/** The cook's recent long imports (Home lists them until reviewed or dismissed). */
export const recentDocumentImportsQuery = () =>
  queryOptions({
    queryKey: documentImportKeys.list(),
    queryFn: ({ signal }) =>
      route('GET /document-imports', { signal }, documentImportList).then((list) => list.imports),
    refetchInterval: (query) =>
      reading(query.state.data) ? (isLiveConnected() ? SAFETY_MS : POLL_MS) : false,
  });

const fetchJob = (jobId: string, signal?: AbortSignal) =>
  route('GET /document-imports/{id}', { params: { id: jobId }, signal }, documentImportView);

/** Forgets a job the cook has reviewed or dismissed. */
export async function dismissDocumentImport(queryClient: QueryClient, jobId: string): Promise<void> {
  await route('DELETE /document-imports/{id}', { params: { id: jobId } });

  queryClient.setQueryData(documentImportKeys.list(), (jobs: DocumentImportView[] | undefined) =>
    jobs?.filter((job) => job.jobId !== jobId),
  );
}

/** Resolves when a push says the job changed (its query was invalidated), or after `ms`. */
function nextChange(queryClient: QueryClient, jobId: string, ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const [root, kind, id] = event.query.queryKey as string[];
      const ours = root === 'document-imports' && (kind === 'list' || id === jobId);
      if (ours && event.type === 'updated' && event.action.type === 'invalidate') done();
    });
    signal?.addEventListener('abort', done);
  });
}

/**
 * Follows a job until it has ended, telling `onChange` each state it reads; answers the last one.
 * Independent of any screen: a menu's import goes on after its dialog closes.
 */
export async function followDocumentImport(
  queryClient: QueryClient,
  jobId: string,
  onChange: (job: DocumentImportView) => void,
  signal?: AbortSignal,
): Promise<DocumentImportView> {
  for (;;) {
    const job = await fetchJob(jobId, signal);
    queryClient.setQueryData(documentImportKeys.detail(jobId), job);
    onChange(job);
    if (job.status !== 'reading' || signal?.aborted) return job;
    await nextChange(queryClient, jobId, isLiveConnected() ? SAFETY_MS : POLL_MS, signal);
  }
}

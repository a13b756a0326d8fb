// Extraction area: POST /api/extract-recipe runs the extract-recipe workflow synchronously and
// answers the recipes found (or the reason none were), or, for a document too long to read while the
// request waits, 202 with the job that reads on (the read-document-job workflow; /api/document-imports). Locally STEP_FUNCTIONS_ENDPOINT points the
// same client at the Step Functions stand-in.

import { exportEverythingWorkflow } from '../../../adapters/workflows/export-everything.js';
import { stepFunctionsWorkflow } from '../../../adapters/workflows/extract-recipe.js';
import { importCollectionWorkflow } from '../../../adapters/workflows/import-collection.js';
import { readDocumentJobWorkflow } from '../../../adapters/workflows/read-document-job.js';
import { documentImportRepository } from '../../../data/entities/document-import.js';
import { exportJobRepository } from '../../../data/entities/export-job.js';
import { importJobRepository } from '../../../data/entities/import-job.js';
import { importQueueRepository } from '../../../data/entities/import-queue.js';
import { recipeSourceRepository } from '../../../data/entities/recipe-source.js';
import { getExport, latestExport, startExport } from '../../../domain/collections/export/export-jobs.js';
import {
  abortImportUpload,
  beginImport,
  cancelImport,
  completeImportUpload,
  createImport,
  getImport,
  type ImportJobDeps,
  retryFailedItems,
} from '../../../domain/collections/jobs.js';
import { startWaiting } from '../../../domain/collections/queue.js';
import {
  dismissDocumentImport,
  getDocumentImport,
  recentDocumentImports,
} from '../../../domain/import/document-imports.js';
import { extractRecipe } from '../../../domain/import/extract-recipe.js';
import { db } from '../../../shared/clients.js';
import { config, extractionConfig } from '../../../shared/config.js';
import { countImport } from '../../../shared/metrics.js';
import { importEndMail, stepFunctionsClient } from '../../shared/collection-import-wiring.js';
import { requireFeature } from '../../shared/entitlements.js';
import { bindRoutes, httpApi, json, noContent } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { mediaStorage } from '../../shared/storage.js';
import { extractionManifest } from './manifest.js';

const env = extractionConfig();

const stepFunctions = stepFunctionsClient(env.STEP_FUNCTIONS_ENDPOINT);

const longImports = {
  jobs: documentImportRepository(db),
  workflow: readDocumentJobWorkflow(stepFunctions, env.READ_DOCUMENT_JOB_STATE_MACHINE_ARN),
};
const deps = {
  workflow: stepFunctionsWorkflow(stepFunctions, env.EXTRACT_RECIPE_STATE_MACHINE_ARN),
  sources: recipeSourceRepository(db),
  longImports,
};

const collections: ImportJobDeps = {
  jobs: importJobRepository(db),
  storage: mediaStorage(config.MEDIA_BUCKET),
  workflow: importCollectionWorkflow(stepFunctions, env.IMPORT_COLLECTION_STATE_MACHINE_ARN),
  queue: importQueueRepository(db),
  capacity: config.COLLECTION_IMPORTS_AT_ONCE,
  bucket: config.MEDIA_BUCKET ?? '',
  mail: importEndMail(),
};
const exports = {
  jobs: exportJobRepository(db),
  storage: mediaStorage(config.MEDIA_BUCKET),
  workflow: exportEverythingWorkflow(stepFunctions, env.EXPORT_EVERYTHING_STATE_MACHINE_ARN),
};
const jobId = (params: Record<string, string>) => params.id ?? '';
const meterRuns = (userId: string) => () => enforceRateLimit('collection-import-run', { userId });

export const handler = httpApi(
  bindRoutes(extractionManifest, {
    extractRecipe: async ({ caller, body }) => {
      // Photo and PDF import are paid features; web addresses stay free.
      if (body.type !== 'url')
        await requireFeature(caller, body.type === 'pdf' ? 'pdf-import' : 'photo-import');
      await enforceRateLimit('recipe-import', { userId: caller.userId });
      const answer = await countImport(body.type === 'image' ? 'photo' : body.type, () =>
        extractRecipe(deps, caller, body, new Date()),
      );
      // A long document is read by a job: accepted, not done.
      return answer.job ? json(202, answer) : answer;
    },
    listDocumentImports: ({ caller }) => recentDocumentImports(longImports, caller.userId),
    getDocumentImport: ({ caller, params }) => getDocumentImport(longImports, caller.userId, jobId(params)),
    dismissDocumentImport: async ({ caller, params }) => {
      await dismissDocumentImport(longImports, caller.userId, jobId(params));
      return noContent();
    },
    createCollectionImport: async ({ caller, body }) => {
      await enforceRateLimit('recipe-import', { userId: caller.userId });
      return json(201, await createImport(collections, caller, body, new Date()));
    },
    // Beginning or retrying runs a workflow over every item: metered per person (issue 32), and the
    // queue caps how many run at once (one per person, COLLECTION_IMPORTS_AT_ONCE across the app).
    beginCollectionImport: async ({ caller, params }) =>
      json(202, await beginImport(collections, caller, jobId(params), new Date(), meterRuns(caller.userId))),
    getCollectionImport: async ({ caller, params }) => {
      // A poll of a waiting job also hands on places a job that died without finishing left free.
      const view = await getImport(collections, caller.userId, jobId(params));
      if (view.status !== 'queued') return view;
      await startWaiting(collections, new Date());
      return getImport(collections, caller.userId, jobId(params));
    },
    retryCollectionImport: async ({ caller, params }) =>
      json(
        202,
        await retryFailedItems(collections, caller, jobId(params), new Date(), meterRuns(caller.userId)),
      ),
    cancelCollectionImport: ({ caller, params }) =>
      cancelImport(collections, caller.userId, jobId(params), new Date()),
    startExport: async ({ caller }) => json(202, await startExport(exports, caller, new Date())),
    latestExport: ({ caller }) => latestExport(exports, caller, new Date()),
    getExport: ({ caller, params }) => getExport(exports, caller, jobId(params), new Date()),
    completeCollectionUpload: async ({ caller, params, body }) => {
      await completeImportUpload(collections, caller.userId, jobId(params), body, new Date());
      return noContent();
    },
    abortCollectionUpload: async ({ caller, params, body }) => {
      await abortImportUpload(collections, caller.userId, jobId(params), body.multipartId);
      return noContent();
    },
  }),
);

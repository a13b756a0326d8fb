// Extraction area routes: recipe import from a web address, a photo or a PDF (a long document read by a
// job the cook can watch and come back to), and whole collections
// from other apps (a job: create it with an upload, begin, watch, retry failed items, cancel), and
// the way out: "Export everything" (a job that builds one zip).
import {
  abortImportUploadRequest,
  completeImportUploadRequest,
  createImportRequest,
} from '../../../contracts/collections.js';
import { startExportRequest } from '../../../contracts/exports.js';
import { extractRecipeRequest } from '../../../contracts/extraction.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const extractionManifest = defineManifest({
  extractRecipe: {
    method: 'POST',
    path: '/api/extract-recipe',
    auth: 'user',
    body: extractRecipeRequest,
    doc: 'Reads the recipes in a web page, photo or PDF (the extract-recipe workflow)',
    budget: { requests: 2 },
  },
  listDocumentImports: {
    method: 'GET',
    path: '/api/document-imports',
    auth: 'user',
    doc: "The caller's recent long imports (a scanned PDF, a large photo read by a job), newest first",
    budget: { requests: 1, items: 10 },
  },
  getDocumentImport: {
    method: 'GET',
    path: '/api/document-imports/{id}',
    auth: 'user',
    doc: 'One long import of the caller: its steps so far, and what it read once done',
    budget: { requests: 1 },
  },
  dismissDocumentImport: {
    method: 'DELETE',
    path: '/api/document-imports/{id}',
    auth: 'user',
    doc: 'Forgets a long import once the cook has reviewed or dismissed it',
    budget: { requests: 2 },
  },
  createCollectionImport: {
    method: 'POST',
    path: '/api/imports',
    auth: 'user',
    body: createImportRequest,
    doc: 'A new collection import and a presigned upload of its file',
    budget: { requests: 2 },
  },
  beginCollectionImport: {
    method: 'POST',
    path: '/api/imports/{id}/begin',
    auth: 'user',
    doc: 'Starts the import-collection workflow once the file is uploaded',
    // metered (two windows), the owner's household checked on their record, and a place taken in the import queue: one per person, the app's cap (issue 32).
    budget: { requests: 10 },
  },
  getCollectionImport: {
    method: 'GET',
    path: '/api/imports/{id}',
    auth: 'user',
    doc: 'A collection import: n of N, the recipes that arrived, the items that failed and why',
    budget: { requests: 2 },
  },
  retryCollectionImport: {
    method: 'POST',
    path: '/api/imports/{id}/retry',
    auth: 'user',
    doc: 'Runs the failed items of a finished import again',
    // metered (two windows), the owner's household checked on their record, and a place taken in the import queue (issue 32).
    budget: { requests: 11 },
  },
  cancelCollectionImport: {
    method: 'POST',
    path: '/api/imports/{id}/cancel',
    auth: 'user',
    doc: 'Stops a collection import; recipes already imported stay',
    // gives its place in the import queue back and starts the next waiting import (issue 32).
    budget: { requests: 8 },
  },
  startExport: {
    method: 'POST',
    path: '/api/exports',
    auth: 'user',
    body: startExportRequest,
    doc: 'Starts the export-everything workflow: a zip of every own recipe, photos, plans and list',
    budget: { requests: 3 },
  },
  latestExport: {
    method: 'GET',
    path: '/api/exports',
    auth: 'user',
    doc: "The caller's latest export, with its download link while it is kept",
    budget: { requests: 1 },
  },
  getExport: {
    method: 'GET',
    path: '/api/exports/{id}',
    auth: 'user',
    doc: 'One export of the caller: running, done (with a fresh 24-hour link) or failed',
    budget: { requests: 1 },
  },
  completeCollectionUpload: {
    method: 'POST',
    path: '/api/imports/{id}/upload/complete',
    auth: 'user',
    body: completeImportUploadRequest,
    doc: "Assembles a large collection file's parts (multipart upload); then the import can begin",
    budget: { requests: 1 },
  },
  abortCollectionUpload: {
    method: 'POST',
    path: '/api/imports/{id}/upload/abort',
    auth: 'user',
    body: abortImportUploadRequest,
    doc: "Gives up a large collection file's upload, dropping its parts",
    budget: { requests: 1 },
  },
});

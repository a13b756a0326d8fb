// What a collection import needs from outside: the bucket (the file, each item, the manifest, the
// photos), the workflow that runs the job, and a reader of web pages for lists of addresses.
import type { FileStorage } from '../media/ports.js';
import type { RecipeDraft } from './item.js';

export type ImportStorage = Pick<
  FileStorage,
  | 'signUpload'
  | 'head'
  | 'read'
  | 'put'
  | 'startMultipart'
  | 'signPart'
  | 'completeMultipart'
  | 'abortMultipart'
>;

/** What the workflow starts with: a new job reads its file; a retry goes straight to its items. */
export interface ImportRun {
  jobId: string;
  userId: string;
  /** A retry's manifest (and its items inline, for the local runner; see import-collection.asl.ts). */
  manifest?: { bucket: string; key: string };
  items?: { key: string; itemKey: string }[];
  /** The state machine running it (the workflow adapter adds it): FinishImport starts the next queued job. */
  stateMachineArn?: string;
}

export interface ImportWorkflow {
  /** Starts a run; answers its execution's id. */
  start(run: ImportRun, name: string): Promise<string>;
  /** Stops a run (cancel); a run already over is left alone. */
  stop(executionArn: string): Promise<void>;
}

/** Reads the recipe at a web address (the URL extractor behind its SSRF guard). */
export interface PageRecipes {
  read(url: string): Promise<{ draft: RecipeDraft } | { reason: string }>;
}

/** A file written to the bucket piece by piece (a multipart upload), so it is never held whole. */
export interface FileSink {
  write(bytes: Uint8Array): Promise<void>;
  /** Completes the file; answers its size in bytes. */
  close(): Promise<number>;
  /** Throws away what was written. */
  abort(): Promise<void>;
}

/** What "Export everything" needs of the bucket: the photos, the zip written as it is built, its link. */
export interface ExportStorage extends Pick<FileStorage, 'read' | 'signDownload'> {
  create(key: string, contentType: string): Promise<FileSink>;
}

/** Starts the export-everything workflow; answers its execution's id. */
export interface ExportWorkflow {
  start(run: { jobId: string; userId: string }, name: string): Promise<string>;
}
